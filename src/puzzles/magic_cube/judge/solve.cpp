// The cube's main solution, written by puzzle-search: for each cube an answer of at most MOST
// moves as `find` below finds it, or -1. It needs no file but this one. QUARTER[f] is the
// clockwise quarter turn of face f (left 0, front 1, right 2, back 3, top 4, bottom 5) as where
// each sticker of the net comes from; `path` holds the answer's turns (face, 1, -1 or 2).
#include <algorithm>
#include <array>
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

@FIND@
static string line() {
    string text;
    int c;
    while ((c = std::getchar()) != EOF && c != '\n') text += (char)c;
    if (c == EOF && text.empty()) return "\x01";
    return text;
}

static void answer(string cube) {
    path.clear();
    if (!find(cube)) {
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
