// ---- core ----
// A main solution written by puzzle-search. It needs no file but this one.
//
// Boards of WIDTH × HEIGHT cells, each cell's tile a number (0 the blank). On boards of at most
// nine cells, coded four bits a cell, a breadth-first search from a goal gives the distance of
// every board that can reach it; the answer is read greedily: at each step the first of the
// letters, in the order down, left, right, up (which is alphabetical), whose move brings the
// distance down.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

using std::string;
using std::vector;
typedef unsigned long long Code;
typedef std::unordered_map<Code, int> Distances;

static int WIDTH = @WIDTH@, HEIGHT = @HEIGHT@;

[[maybe_unused]] static Code code(const vector<int> &board) {
    Code c = 0;
    for (int tile : board) c = c << 4 | (Code)tile;
    return c;
}

// The cell the blank reaches from `cell` by move m (0 down, 1 left, 2 right, 3 up), or -1.
[[maybe_unused]] static int neighbour(int cell, int m) {
    int row = cell / WIDTH, column = cell % WIDTH;
    if (m == 0) return row + 1 < HEIGHT ? cell + WIDTH : -1;
    if (m == 1) return column > 0 ? cell - 1 : -1;
    if (m == 2) return column + 1 < WIDTH ? cell + 1 : -1;
    return row > 0 ? cell - WIDTH : -1;
}

// The board after the blank travels `m`; false if it cannot.
[[maybe_unused]] static bool travel(vector<int> &board, int m) {
    int blank = 0;
    while (board[blank] != 0) ++blank;
    int to = neighbour(blank, m);
    if (to < 0) return false;
    board[blank] = board[to];
    board[to] = 0;
    return true;
}

[[maybe_unused]] static Distances from(const vector<int> &goal) {
    Distances distance{{code(goal), 0}};
    vector<vector<int>> frontier{goal};
    for (int d = 1; !frontier.empty(); ++d) {
        vector<vector<int>> next;
        for (const auto &board : frontier)
            for (int m = 0; m < 4; ++m) {
                vector<int> after = board;
                if (travel(after, m) && distance.emplace(code(after), d).second) next.push_back(after);
            }
        frontier.swap(next);
    }
    return distance;
}

// The first shortest way from `board` to the goal of `distance`, in `letters`; false where the
// board cannot reach it.
[[maybe_unused]] static bool walk(vector<int> board, const Distances &distance, const char *letters, string &moves) {
    auto at = distance.find(code(board));
    if (at == distance.end()) return false;
    moves.clear();
    for (int left = at->second; left > 0; --left)
        for (int m = 0; m < 4; ++m) {
            vector<int> after = board;
            if (!travel(after, m)) continue;
            auto there = distance.find(code(after));
            if (there != distance.end() && there->second == left - 1) {
                board = after;
                moves += letters[m];
                break;
            }
        }
    return true;
}

// The next token of standard input; empty at its end.
[[maybe_unused]] static string token() {
    string word;
    int c;
    while ((c = std::getchar()) != EOF && (c == ' ' || c == '\n' || c == '\r' || c == '\t')) {}
    while (c != EOF && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        word += (char)c;
        c = std::getchar();
    }
    return word;
}
// ---- sliding ----
// Puzzles to the end of the input, their tiles named as GOAL names them, `x` the blank: any
// shortest solution, or `unsolvable`.
static const int GOAL[] = {@GOAL@};
int main() {
    vector<int> goal(GOAL, GOAL + WIDTH * HEIGHT);
    Distances distance = from(goal);
    for (;;) {
        vector<int> board;
        for (int i = 0; i < WIDTH * HEIGHT; ++i) {
            string t = token();
            if (t.empty()) return 0;
            board.push_back(t == "x" || t == "X" ? 0 : std::atoi(t.c_str()));
        }
        string moves;
        std::printf("%s\n", walk(board, distance, "dlru", moves) ? moves.c_str() : "unsolvable");
    }
}
// ---- hdu3567 ----
// T pairs of boards of nine characters, `X` the blank: `Case k: d` and the first shortest way.
// A goal is one of nine up to its tiles' names: the start is named as the goal names them.
int main() {
    Distances by_blank[9];
    bool made[9] = {false};
    int count = std::atoi(token().c_str());
    for (int k = 1; k <= count; ++k) {
        string start = token(), goal = token();
        vector<int> canonical(9), board(9);
        int name[256] = {0}, next = 1;
        for (int i = 0; i < 9; ++i)
            if (goal[i] != 'X') name[(unsigned char)goal[i]] = next, canonical[i] = next++;
        for (int i = 0; i < 9; ++i) board[i] = start[i] == 'X' ? 0 : name[(unsigned char)start[i]];
        int blank = (int)goal.find('X');
        if (!made[blank]) by_blank[blank] = from(canonical), made[blank] = true;
        string moves;
        walk(board, by_blank[blank], "dlru", moves);
        std::printf("Case %d: %zu\n%s\n", k, moves.size(), moves.c_str());
    }
}
// ---- luogu1379 ----
// One board of nine digits, `0` the blank: the fewest moves to 123804765.
int main() {
    vector<int> goal = {1, 2, 3, 8, 0, 4, 7, 6, 5}, board;
    string digits = token();
    for (char c : digits) board.push_back(c - '0');
    Distances distance = from(goal);
    std::printf("%d\n", distance[code(board)]);
}
// ---- lightoj1139 ----
// T boards of three rows, `0` the blank: `Case k: n`, the fewest moves to 123456780, or
// `impossible`.
int main() {
    Distances distance = from({1, 2, 3, 4, 5, 6, 7, 8, 0});
    int count = std::atoi(token().c_str());
    for (int k = 1; k <= count; ++k) {
        vector<int> board;
        for (int i = 0; i < 9; ++i) board.push_back(std::atoi(token().c_str()));
        auto at = distance.find(code(board));
        if (at == distance.end()) std::printf("Case %d: impossible\n", k);
        else std::printf("Case %d: %d\n", k, at->second);
    }
}
// ---- poj2893 ----
// Boards of M × N cells until `0 0`: YES where the board can be solved, NO where not. A board
// can be solved exactly when its permutation of the cells (the blank as tile MN) has the
// parity of the blank's distance from the bottom-right corner: every move is one swap with the
// blank, and moves the blank one cell.
static long number() {
    int c = std::getchar();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = std::getchar();
    if (c == EOF) return -1;
    long n = 0;
    for (; c >= '0' && c <= '9'; c = std::getchar()) n = n * 10 + (c - '0');
    return n;
}
int main() {
    for (;;) {
        long rows = number(), columns = number();
        if (rows <= 0 && columns <= 0) return 0;
        long cells = rows * columns, blank = 0;
        vector<long> tile(cells);
        for (long i = 0; i < cells; ++i) {
            tile[i] = number();
            if (tile[i] == 0) tile[i] = cells, blank = i;
        }
        vector<bool> seen(cells, false);
        long cycles = 0;
        for (long i = 0; i < cells; ++i) {
            if (seen[i]) continue;
            ++cycles;
            for (long j = i; !seen[j]; j = tile[j] - 1) seen[j] = true;
        }
        long distance = (rows - 1 - blank / columns) + (columns - 1 - blank % columns);
        std::printf("%s\n", (cells - cycles) % 2 == distance % 2 ? "YES" : "NO");
    }
}
// ---- uva10181 ----
// N boards of four rows, `0` the blank: a shortest solution in letters D L R U (the blank's
// way), or `This puzzle is not solvable.`. IDA* with the Manhattan distance and linear
// conflicts, moves tried in letter order, never straight back.
static int board[16], blank_at, bound_now, solved_in;
static char path[128];

static int estimate() {
    int h = 0;
    for (int i = 0; i < 16; ++i) {
        int t = board[i];
        if (t == 0) continue;
        h += abs(i / 4 - (t - 1) / 4) + abs(i % 4 - (t - 1) % 4);
    }
    // Two tiles in their goal row (or column) in the wrong order: one must leave it, two moves.
    for (int line = 0; line < 4; ++line)
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b) {
                int x = board[line * 4 + a], y = board[line * 4 + b];
                if (x && y && (x - 1) / 4 == line && (y - 1) / 4 == line && x > y) h += 2;
                x = board[a * 4 + line], y = board[b * 4 + line];
                if (x && y && (x - 1) % 4 == line && (y - 1) % 4 == line && x > y) h += 2;
            }
    return h;
}

static bool dfs(int g, int last) {
    int h = estimate();
    if (h == 0) {
        solved_in = g;
        return true;
    }
    if (g + h > bound_now) return false;
    static const char NAME[4] = {'D', 'L', 'R', 'U'};
    for (int m = 0; m < 4; ++m) {
        int to = neighbour(blank_at, m);
        if (to < 0 || (last >= 0 && m == 3 - last)) continue;
        board[blank_at] = board[to];
        board[to] = 0;
        int from = blank_at;
        blank_at = to;
        path[g] = NAME[m];
        if (dfs(g + 1, m)) return true;
        blank_at = from;
        board[to] = board[from];
        board[from] = 0;
    }
    return false;
}

int main() {
    int count = std::atoi(token().c_str());
    for (int k = 0; k < count; ++k) {
        for (int i = 0; i < 16; ++i) board[i] = std::atoi(token().c_str());
        int inversions = 0;
        for (int i = 0; i < 16; ++i) {
            if (board[i] == 0) blank_at = i;
            for (int j = i + 1; j < 16; ++j) inversions += board[i] && board[j] && board[i] > board[j];
        }
        // With four columns, solvable where the inversions and the blank's row from the bottom
        // have different parities.
        if ((inversions + (3 - blank_at / 4)) % 2 != 0) {
            std::printf("This puzzle is not solvable.\n");
            continue;
        }
        for (bound_now = estimate();; bound_now += 2)
            if (dfs(0, -1)) break;
        std::printf("%s\n", string(path, path + solved_in).c_str());
    }
}
// ---- larger ----
// Puzzles to the end of the input, their tiles named as GOAL names them, `x` the blank: a
// shortest solution, or `unsolvable`. A board can be solved exactly when its permutation of the
// goal's cells has the parity of the blank's distance from its home. IDA*, the moves in letter
// order and never straight back, estimates by additive pattern databases: the tiles in groups
// of k in the goal's order, each group's table the fewest moves of its own tiles that take them
// home wherever the other tiles are (a breadth-first search over the places of its tiles and
// the blank, where the blank's moves over other tiles are free), so that the tables' sum never
// overestimates. The tables are made when the program starts. Where the board is square and
// the blank's home on its diagonal, the goal is its own mirror image in the diagonal, and so
// the mirrored board is as far from it: the estimate is the larger of the two boards' sums.
static const int GOAL[] = {@GOAL@};
static const int CELLS = @WIDTH@ * @HEIGHT@;
static int goal_cell[CELLS], board[CELLS], group_of[CELLS], mirror_cell[CELLS], mirror_tile[CELLS];
// Each tile's cell on the board (view 0) and on its mirror image (view 1), and each group's
// table entry in each view.
static int where[2][CELLS], share[2][CELLS];
static bool mirrored;
static vector<vector<int>> groups;
static vector<vector<unsigned char>> tables;
static vector<long> power;

// The table of the tiles `group`: indexed by their cells as digits base CELLS. The search runs
// over the tiles' cells and the blank's, the blank's the lowest digit (so that its free moves,
// most of the work, stay near in memory), by layers of cost, a layer growing by the blank's free
// moves while it is walked.
static vector<unsigned char> made(const vector<int> &group) {
    int k = (int)group.size();
    vector<unsigned char> d((size_t)power[k + 1], 255), least((size_t)power[k]);
    long start = goal_cell[0];
    for (int j = 0; j < k; ++j) start += goal_cell[group[j]] * power[j + 1];
    vector<long> layer{start}, next;
    d[start] = 0;
    for (int depth = 0; !layer.empty(); ++depth, layer.swap(next), next.clear())
        for (size_t n = 0; n < layer.size(); ++n) {
            long u = layer[n], x = u / CELLS;
            if (d[u] != depth) continue;
            int place[16], blank = (int)(u % CELLS);
            for (int j = 0; j < k; ++j) place[j] = (int)(x % CELLS), x /= CELLS;
            for (int m = 0; m < 4; ++m) {
                int to = neighbour(blank, m), tile = -1;
                if (to < 0) continue;
                for (int j = 0; j < k; ++j)
                    if (place[j] == to) tile = j;
                long v = u + to - blank;
                if (tile < 0 && d[v] > depth) d[v] = (unsigned char)depth, layer.push_back(v);
                if (tile >= 0 && d[v += (blank - to) * power[tile + 1]] > depth + 1)
                    d[v] = (unsigned char)(depth + 1), next.push_back(v);
            }
        }
    for (long i = 0; i < power[k]; ++i) least[i] = *std::min_element(&d[i * CELLS], &d[i * CELLS] + CELLS);
    return least;
}

static long index_of(int view, int g) {
    long i = 0;
    for (size_t j = 0; j < groups[g].size(); ++j) i += where[view][groups[g][j]] * power[j];
    return i;
}

static void place(int tile, int cell) {
    where[0][tile] = cell;
    where[1][mirror_tile[tile]] = mirror_cell[cell];
}

static int blank_at, solved_in, bound_now;
static char path[1024];

// Whether the board is solved within bound_now moves in all, `g` made; h0 and h1 are the sums
// of the board's and its mirror image's table entries.
static bool dfs(int g, int h0, int h1, int last) {
    int h = std::max(h0, h1);
    if (h == 0) {
        solved_in = g;
        return true;
    }
    if (g + h > bound_now) return false;
    static const char NAME[4] = {'d', 'l', 'r', 'u'};
    for (int m = 0; m < 4; ++m) {
        int to = neighbour(blank_at, m);
        if (to < 0 || (last >= 0 && m == 3 - last)) continue;
        int tile = board[to], from = blank_at, g0 = group_of[tile], g1 = group_of[mirror_tile[tile]];
        int before0 = share[0][g0], before1 = share[1][g1];
        board[from] = tile, board[to] = 0, place(tile, from), place(0, to), blank_at = to;
        share[0][g0] = tables[g0][index_of(0, g0)];
        share[1][g1] = mirrored ? tables[g1][index_of(1, g1)] : 0;
        path[g] = NAME[m];
        if (g + 1 < 1024 && dfs(g + 1, h0 - before0 + share[0][g0], h1 - before1 + share[1][g1], m)) return true;
        share[0][g0] = before0, share[1][g1] = before1;
        board[to] = tile, board[from] = 0, place(tile, to), place(0, from), blank_at = from;
    }
    return false;
}

int main() {
    // Groups of k tiles, k as large as keeps the tables' searches within 50 million entries
    // in all (k = 4 on 4 × 4 boards, made in a tenth of a second; k = 3 on 5 × 5).
    int k = 1;
    auto entries = [](int size) { return ((CELLS - 2) / size + 1) * std::pow((double)CELLS, size + 1); };
    while (k < 15 && entries(k + 1) <= 5e7) ++k;
    for (int j = 0; j <= k + 1; ++j) power.push_back(j == 0 ? 1 : power[j - 1] * CELLS);
    for (int c = 0; c < CELLS; ++c) goal_cell[GOAL[c]] = c;
    for (int c = 0; c < CELLS; ++c) mirror_cell[c] = WIDTH == HEIGHT ? c % WIDTH * WIDTH + c / WIDTH : c;
    for (int t = 0; t < CELLS; ++t) mirror_tile[t] = GOAL[mirror_cell[goal_cell[t]]];
    mirrored = WIDTH == HEIGHT && mirror_cell[goal_cell[0]] == goal_cell[0];
    for (int c = 0; c < CELLS; ++c) {
        int tile = GOAL[c];
        if (tile == 0) continue;
        if (groups.empty() || (int)groups.back().size() == k) groups.push_back({});
        group_of[tile] = (int)groups.size() - 1;
        groups.back().push_back(tile);
    }
    for (const auto &group : groups) tables.push_back(made(group));
    for (;;) {
        for (int i = 0; i < CELLS; ++i) {
            string t = token();
            if (t.empty()) return 0;
            board[i] = t == "x" || t == "X" ? 0 : std::atoi(t.c_str());
            place(board[i], i);
        }
        blank_at = where[0][0];
        // The permutation's parity, by its cycles, against the blank's distance from home.
        bool seen[CELLS] = {false};
        int swaps = 0;
        for (int c = 0; c < CELLS; ++c)
            for (int j = c; !seen[j]; j = goal_cell[board[j]]) seen[j] = true, swaps += j != c;
        int distance = std::abs(blank_at / WIDTH - goal_cell[0] / WIDTH) + std::abs(blank_at % WIDTH - goal_cell[0] % WIDTH);
        if (swaps % 2 != distance % 2) {
            std::printf("unsolvable\n");
            continue;
        }
        int h[2] = {0, 0};
        for (int view = 0; view < 1 + mirrored; ++view)
            for (size_t g = 0; g < groups.size(); ++g) h[view] += share[view][g] = tables[g][index_of(view, (int)g)];
        for (bound_now = std::max(h[0], h[1]);; bound_now += 2)
            if (dfs(0, h[0], h[1], -1)) break;
        std::printf("%s\n", string(path, path + solved_in).c_str());
    }
}
