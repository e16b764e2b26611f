// The cube's main solution, written by puzzle-search: for each cube the fewest moves, at most
// MOST, by iterative deepening over the stickers (the pruning: no face turned twice in a row,
// and of two opposite faces the second only after the first). It needs no file but this one.
// QUARTER[f] is the clockwise quarter turn of face f (left 0, front 1, right 2, back 3, top 4,
// bottom 5) as where each sticker of the net comes from.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using std::string;
using std::vector;

static const int MOST = @MOST@;
static const bool FACE_TURNS = @FACE_TURNS@, SINGMASTER = @SINGMASTER@;
static const int FROM = @FROM@;  // 0 the judge's nets after a count, 1 facelet lines, 2 scrambles

@CUBE@
static vector<std::pair<int, int>> path;

// Whether `cube` is solved within `left` moves more (counted as the metric counts them).
static bool search(const string &cube, int left, int last) {
    if (solved(cube)) return true;
    if (left == 0) return false;
    static const int QUARTERS[2] = {1, -1}, FACES[3] = {1, -1, 2};
    const int *directions = FACE_TURNS ? FACES : QUARTERS;
    int count = FACE_TURNS ? 3 : 2;
    for (int face = 0; face < 6; ++face) {
        // Opposite faces (left 0 and right 2, front 1 and back 3, top 4 and bottom 5) commute.
        int opposite = face < 4 ? (face + 2) % 4 : 9 - face;
        if (face == last || (opposite == last && face > opposite)) continue;
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

static string line() {
    string text;
    int c;
    while ((c = std::getchar()) != EOF && c != '\n') text += (char)c;
    if (c == EOF && text.empty()) return "\x01";
    return text;
}

static void answer(string cube) {
    path.clear();
    bool found = false;
    for (int depth = 0; depth <= MOST && !found; ++depth) found = search(cube, depth, -1);
    if (!found) {
        std::printf("-1\n");
        return;
    }
    if (SINGMASTER) {
        string text;
        for (const auto &t : path) {
            if (!text.empty()) text += ' ';
            text += LETTERS[t.first];
            if (t.second == -1) text += '\'';
            if (t.second == 2) text += '2';
        }
        std::printf("%s\n", text.c_str());
    } else {
        std::printf("%zu\n", path.size());
        for (const auto &t : path) std::printf("%d %d\n", t.first, t.second);
    }
}

int main() {
    if (FROM == 0) {
        int count = 0;
        if (std::scanf("%d", &count) != 1) return 0;
        for (int k = 0; k < count; ++k) {
            string cube;
            for (int i = 0; i < 54; ++i) {
                char c;
                if (std::scanf(" %c", &c) != 1) return 1;
                cube += c;
            }
            answer(cube);
        }
        return 0;
    }
    for (string text = line(); text != "\x01"; text = line()) answer(cube_of_line(text, FROM == 1));
}
