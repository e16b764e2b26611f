// Cubes as FROM says: 0 the judge's nets after their count, 1 facelet strings, 2 scrambles, a
// line each. With REAL, every cube must be one a real cube can be turned into: six colours on
// nine stickers each, the centres apart, each corner and edge one of the cube's, once, the
// corners' twists summing to 0 mod 3, the edges' flips to 0 mod 2, and the two permutations of
// one parity. CORNER and EDGE are the pieces' stickers in the net, FACE_OF the face each sticker
// is on (left 0, front 1, right 2, back 3, top 4, bottom 5).
static const int FROM = @FROM@;
static const bool REAL = @REAL@;
static const int CORNER[8][3] = {@CORNERS@};
static const int EDGE[12][2] = {@EDGES@};
static const int FACE_OF[54] = {@FACE_OF@};
@CUBE@

// Why `cube` (54 colours in net order) is no real cube; empty where it is one.
static string unreal(const string &cube) {
    for (char colour : cube) {
        int count = 0;
        for (char other : cube) count += other == colour;
        if (count != 9) return "a colour is not on nine stickers";
    }
    int face_of[54];
    for (int i = 0; i < 54; ++i) {
        face_of[i] = -1;
        for (int f = 0; f < 6; ++f)
            if (cube[CENTRE[f]] == cube[i]) face_of[i] = face_of[i] < 0 ? f : 6;
        if (face_of[i] < 0 || face_of[i] == 6) return "the centres do not have six colours";
    }
    int corner_at[8], edge_at[12], twists = 0, flips = 0;
    bool used[12] = {false};
    for (int p = 0; p < 8; ++p) {
        int piece = -1, twist = 0;
        for (int h = 0; h < 8 && piece < 0; ++h)
            for (int r = 0; r < 3; ++r) {
                bool same = true;
                for (int j = 0; j < 3; ++j) same = same && face_of[CORNER[p][(j + r) % 3]] == FACE_OF[CORNER[h][j]];
                if (same) piece = h, twist = r;
            }
        if (piece < 0) return "a corner has colours no corner has";
        if (used[piece]) return "a corner is there twice";
        used[piece] = true;
        corner_at[p] = piece;
        twists += twist;
    }
    for (bool &u : used) u = false;
    for (int p = 0; p < 12; ++p) {
        int a = face_of[EDGE[p][0]], b = face_of[EDGE[p][1]], piece = -1;
        for (int h = 0; h < 12 && piece < 0; ++h) {
            int x = FACE_OF[EDGE[h][0]], y = FACE_OF[EDGE[h][1]];
            if ((a == x && b == y) || (a == y && b == x)) piece = h, flips += a != x;
        }
        if (piece < 0) return "an edge has colours no edge has";
        if (used[piece]) return "an edge is there twice";
        used[piece] = true;
        edge_at[p] = piece;
    }
    if (twists % 3 != 0) return "a corner is twisted";
    if (flips % 2 != 0) return "an edge is flipped";
    int parity = 0;
    for (int i = 0; i < 8; ++i)
        for (int j = i + 1; j < 8; ++j) parity += corner_at[i] > corner_at[j];
    for (int i = 0; i < 12; ++i)
        for (int j = i + 1; j < 12; ++j) parity += edge_at[i] > edge_at[j];
    if (parity % 2 != 0) return "two pieces are swapped";
    return "";
}

// The letters of `count` stickers separated by single spaces, then a line break.
static void stickers(Reader &in, string &cube, int count) {
    for (int i = 0; i < count; ++i) {
        if (i > 0) in.expect(' ', "a single space between two stickers");
        char c = in.peek();
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) in.fail("expected a colour letter");
        cube += c;
        ++in.at;
    }
    in.expect('\n', "a line break after the row of stickers");
}

// A move of Singmaster's notation: a face letter, then nothing, `'`, `2` or `2'`.
static void singmaster(Reader &in) {
    in.one_of("UDFBLR", "a move: a face U, D, F, B, L or R");
    if (in.peek() == '\'') ++in.at;
    else if (in.peek() == '2') {
        ++in.at;
        if (in.peek() == '\'') ++in.at;
    }
    if (!in.at_end() && in.peek() != ' ' && in.peek() != '\n') in.fail("a face letter takes only ' or 2 after it");
}

static long validate(Reader &in) {
    long cubes = 0;
    if (FROM == 0) {
        cubes = in.number(1, 1000000000);
        in.expect('\n', "a line break after the number of cubes");
        for (long k = 0; k < cubes; ++k) {
            in.expect('\n', "an empty line before the cube");
            string cube;
            for (int row = 0; row < 9; ++row) stickers(in, cube, row >= 3 && row < 6 ? 12 : 3);
            // The rows read: the top's three, the strip's three of twelve, the bottom's three.
            string why = REAL ? unreal(cube) : "";
            if (!why.empty()) in.fail("cube " + std::to_string(k + 1) + ": " + why);
        }
        in.end();
        return cubes;
    }
    do {
        string cube(54, ' ');
        if (FROM == 1) {
            for (int i = 0; i < 54; ++i) {
                char c = in.one_of(FACELETS, "a facelet U, R, F, D, L or B");
                if (i % 9 == 4 && c != FACELETS[i / 9]) in.fail("a centre out of place: they read U R F D L B");
                cube[NET_OF_FACELET[i]] = c;
            }
            in.expect('\n', "a line break after the 54th facelet");
            string why = REAL ? unreal(cube) : "";
            for (char f : string(FACELETS)) {
                int count = 0;
                for (char c : cube) count += c == f;
                if (count != 9) why = "a facelet letter is not on nine stickers";
            }
            if (!why.empty()) in.fail("cube " + std::to_string(cubes + 1) + ": " + why);
        } else {
            while (!in.at_end() && in.peek() != '\n') {
                singmaster(in);
                if (in.peek() == ' ') {
                    ++in.at;
                    if (in.peek() == ' ' || in.peek() == '\n') in.fail("a single space between two moves");
                }
            }
            in.expect('\n', "a line break after the moves");
        }
        ++cubes;
    } while (!in.at_end());
    return cubes;
}
