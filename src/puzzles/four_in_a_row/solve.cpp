// Four in a Row's main solution, written by puzzle-search: for each board the fewest moves to
// four stones of one colour in a line, by a breadth-first search over the board and the colour
// to move (either, at the start). It needs no file but this one.
#include <cstdio>
#include <unordered_set>
#include <vector>

static const int LINES[10][4] = {{0, 1, 2, 3},   {4, 5, 6, 7},    {8, 9, 10, 11}, {12, 13, 14, 15},
                                 {0, 4, 8, 12},  {1, 5, 9, 13},   {2, 6, 10, 14}, {3, 7, 11, 15},
                                 {0, 5, 10, 15}, {3, 6, 9, 12}};

static bool four(const char *board) {
    for (const auto &line : LINES) {
        char c = board[line[0]];
        if (c != 'O' && c == board[line[1]] && c == board[line[2]] && c == board[line[3]]) return true;
    }
    return false;
}

struct State {
    char board[16];
    char next;  // the colour to move: 'B', 'W', or 'E' for either
};

static unsigned long long key(const State &s) {
    unsigned long long k = 0;
    for (char c : s.board) k = k * 3 + (c == 'B' ? 0 : c == 'W' ? 1 : 2);
    return k * 3 + (s.next == 'B' ? 0 : s.next == 'W' ? 1 : 2);
}

int main() {
    for (;;) {
        State start;
        int read = 0;
        for (int c; read < 16 && (c = std::getchar()) != EOF;)
            if (c == 'B' || c == 'W' || c == 'O') start.board[read++] = (char)c;
        if (read < 16) return 0;
        start.next = 'E';
        std::vector<State> frontier{start};
        std::unordered_set<unsigned long long> seen{key(start)};
        int answer = -1;
        for (int d = 0; !frontier.empty() && answer < 0; ++d) {
            std::vector<State> next;
            for (const State &s : frontier) {
                if (four(s.board)) {
                    answer = d;
                    break;
                }
                for (int cell = 0; cell < 16; ++cell) {
                    char stone = s.board[cell];
                    if (stone == 'O' || (s.next != 'E' && s.next != stone)) continue;
                    int row = cell / 4, column = cell % 4;
                    int to[4] = {row > 0 ? cell - 4 : -1, row < 3 ? cell + 4 : -1, column > 0 ? cell - 1 : -1,
                                 column < 3 ? cell + 1 : -1};
                    for (int t : to) {
                        if (t < 0 || s.board[t] != 'O') continue;
                        State after = s;
                        after.board[t] = stone;
                        after.board[cell] = 'O';
                        after.next = stone == 'B' ? 'W' : 'B';
                        if (seen.insert(key(after)).second) next.push_back(after);
                    }
                }
            }
            frontier.swap(next);
        }
        std::printf("%d\n", answer);
    }
}
