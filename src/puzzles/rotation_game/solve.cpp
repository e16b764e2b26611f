// The Rotation Game's main solution, written by puzzle-search: for each case the shortest
// moves, first in alphabetical order, then the centre's symbol. It needs no file but this one.
//
// One symbol's cells are one of C(24, 8) patterns, which the moves carry independently of the
// other symbols'; a breadth-first search from the centre's pattern gives every pattern's
// distance, and a board's distance is the least of its three symbols'. The answer is then read
// greedily: at each step the first letter whose move brings the distance down by one.
#include <cstdio>
#include <string>
#include <vector>

static const int LINE[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},  {1, 3, 8, 12, 17, 21, 23},  {10, 9, 8, 7, 6, 5, 4},
    {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
    {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
static const int CENTRE[8] = {6, 7, 8, 11, 12, 15, 16, 17};
static int choose[25][9];
static std::vector<signed char> distance;

// The rank of a set of eight cells among all such sets.
static int rank_of(unsigned mask) {
    int rank = 0, k = 0;
    for (int cell = 0; cell < 24; ++cell)
        if (mask >> cell & 1) rank += choose[cell][++k];
    return rank;
}

// The cells after move `m` of the cells in `mask`: each cell of the line takes the next one's.
static unsigned moved(unsigned mask, int m) {
    unsigned after = mask;
    for (int i = 0; i < 7; ++i) {
        int to = LINE[m][i], from = LINE[m][(i + 1) % 7];
        after = (after & ~(1u << to)) | ((mask >> from & 1) << to);
    }
    return after;
}

int main() {
    for (int n = 0; n <= 24; ++n)
        for (int k = 0; k <= 8; ++k) choose[n][k] = k == 0 ? 1 : n == 0 ? 0 : choose[n - 1][k - 1] + choose[n - 1][k];
    distance.assign(choose[24][8], -1);
    unsigned goal = 0;
    for (int c : CENTRE) goal |= 1u << c;
    std::vector<unsigned> frontier{goal};
    distance[rank_of(goal)] = 0;
    for (int d = 0; !frontier.empty(); ++d) {
        std::vector<unsigned> next;
        for (unsigned mask : frontier)
            for (int m = 0; m < 8; ++m) {
                unsigned after = moved(mask, m);
                signed char &seen = distance[rank_of(after)];
                if (seen < 0) seen = (signed char)(d + 1), next.push_back(after);
            }
        frontier.swap(next);
    }
    int first;
    while (std::scanf("%d", &first) == 1 && first != 0) {
        int board[24] = {first};
        for (int i = 1; i < 24; ++i)
            if (std::scanf("%d", &board[i]) != 1) return 1;
        unsigned masks[4] = {0, 0, 0, 0};
        for (int i = 0; i < 24; ++i) masks[board[i]] |= 1u << i;
        auto least = [&](const unsigned *m) {
            int best = 99;
            for (int s = 1; s <= 3; ++s) best = std::min(best, (int)distance[rank_of(m[s])]);
            return best;
        };
        std::string moves;
        for (int left = least(masks); left > 0; --left)
            for (int m = 0; m < 8; ++m) {
                unsigned after[4] = {0, moved(masks[1], m), moved(masks[2], m), moved(masks[3], m)};
                if (least(after) == left - 1) {
                    for (int s = 1; s <= 3; ++s) masks[s] = after[s];
                    moves += (char)('A' + m);
                    break;
                }
            }
        int symbol = 1;
        while (!(masks[symbol] >> 6 & 1)) ++symbol;
        std::printf("%s\n%d\n", moves.empty() ? "No moves needed" : moves.c_str(), symbol);
    }
}
