// The fewest moves, at most MOST, by iterative deepening over the stickers (the pruning:
// `may_follow`).
// Whether `cube` is solved within `left` moves more (counted as the metric counts them).
static bool search(const string &cube, int left, int last) {
    if (solved(cube)) return true;
    if (left == 0) return false;
    static const int QUARTERS[2] = {1, -1}, FACES[3] = {1, -1, 2};
    const int *directions = FACE_TURNS ? FACES : QUARTERS;
    int count = FACE_TURNS ? 3 : 2;
    for (int face = 0; face < 6; ++face) {
        if (!may_follow(face, last)) continue;
        for (int d = 0; d < count; ++d) {
            string after = cube;
            turn(after, face, directions[d]);
            path.push_back({face, directions[d]});
            if (search(after, left - 1, face)) return true;
            path.pop_back();
        }
        // In quarter turns a half turn is two moves of one face: allowed as a pair.
        if (!FACE_TURNS && left >= 2) {
            string after = cube;
            turn(after, face, 2);
            path.push_back({face, 1});
            path.push_back({face, 1});
            if (search(after, left - 2, face)) return true;
            path.pop_back();
            path.pop_back();
        }
    }
    return false;
}

static bool find(const string &cube) {
    for (int depth = 0; depth <= MOST; ++depth)
        if (search(cube, depth, -1)) return true;
    return false;
}
