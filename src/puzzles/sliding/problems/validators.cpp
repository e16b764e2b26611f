// ---- sliding ----
// Puzzles up to the end of the input, one a line: CELLS cells separated by single spaces, the
// tiles 1 to CELLS − 1 and the blank `x`, each once.
static const int CELLS = @CELLS@;
static long validate(Reader &in) {
    long puzzles = 0;
    do {
        vector<long> cells;
        for (int i = 0; i < CELLS; ++i) {
            if (i > 0) in.expect(' ', "a single space between two cells");
            if (in.peek() == 'x') {
                ++in.at;
                cells.push_back(0);
            } else {
                cells.push_back(in.number(1, CELLS - 1));
            }
        }
        in.expect('\n', "a line break after the last cell");
        if (!permutation(cells)) in.fail("the tiles are not 1 to " + std::to_string(CELLS - 1) + " each once");
        ++puzzles;
    } while (!in.at_end());
    return puzzles;
}
// ---- hdu3567 ----
// T, then T pairs of lines of nine characters, `1` to `8` and `X`, each once; the goal (the
// second) reachable from the start: on a board of three columns, where the tiles' inversions
// have the same parity.
static vector<long> glued(Reader &in) {
    vector<long> cells;
    for (int i = 0; i < 9; ++i) {
        char c = in.one_of("12345678X", "a tile 1 to 8 or the blank X");
        cells.push_back(c == 'X' ? 0 : c - '0');
    }
    in.expect('\n', "a line break after the ninth cell");
    if (!permutation(cells)) in.fail("the tiles are not 1 to 8 each once");
    return cells;
}
static long validate(Reader &in) {
    long count = in.number(1, 1000000000);
    in.expect('\n', "a line break after the number of cases");
    for (long k = 0; k < count; ++k) {
        vector<long> start = glued(in), goal = glued(in);
        if (inversions(start) != inversions(goal)) in.fail("the goal cannot be reached from the start");
    }
    in.end();
    return count;
}
// ---- luogu1379 ----
// One line of nine digits, `0` to `8` each once, that can reach 123804765 (whose tiles'
// inversions are odd).
static long validate(Reader &in) {
    vector<long> cells;
    for (int i = 0; i < 9; ++i) cells.push_back(in.one_of("012345678", "a digit 0 to 8") - '0');
    in.expect('\n', "a line break after the ninth digit");
    if (!permutation(cells)) in.fail("the digits are not 0 to 8 each once");
    if (inversions(cells) != 1) in.fail("the board cannot reach the goal");
    in.end();
    return 1;
}
// ---- rows ----
// COUNT_LINE: the number of boards on a line of its own; then each board, after an empty line
// where EMPTY_LINE, as SIDE lines of SIDE numbers separated by single spaces, 0 to SIDE² − 1
// each once.
static const int SIDE = @SIDE@;
static const bool EMPTY_LINE = @EMPTY_LINE@;
static long validate(Reader &in) {
    long count = in.number(1, 1000000000);
    in.expect('\n', "a line break after the number of boards");
    for (long k = 0; k < count; ++k) {
        if (EMPTY_LINE) in.expect('\n', "an empty line before the board");
        vector<long> cells;
        for (int row = 0; row < SIDE; ++row) {
            for (int column = 0; column < SIDE; ++column) {
                if (column > 0) in.expect(' ', "a single space between two cells");
                cells.push_back(in.number(0, SIDE * SIDE - 1));
            }
            in.expect('\n', "a line break after the row");
        }
        if (!permutation(cells)) in.fail("the tiles and the blank are not 0 to " + std::to_string(SIDE * SIDE - 1) + " each once");
    }
    in.end();
    return count;
}
// ---- poj2893 ----
// Boards, each a line `M N` (LEAST ≤ M, N ≤ MOST, one of them odd) and M lines of N numbers
// separated by single spaces, 0 to MN − 1 each once; then `0 0`.
static const long LEAST = @LEAST@, MOST = @MOST@;
static long validate(Reader &in) {
    long boards = 0;
    for (;;) {
        long rows = in.number(0, MOST);
        in.expect(' ', "a single space between M and N");
        long columns = in.number(0, MOST);
        in.expect('\n', "a line break after M and N");
        if (rows == 0 && columns == 0) break;
        if (rows < LEAST || columns < LEAST) in.fail("M and N are at least " + std::to_string(LEAST));
        if (rows % 2 == 0 && columns % 2 == 0) in.fail("M and N are both even; one of them is odd");
        vector<long> cells;
        for (long row = 0; row < rows; ++row) {
            for (long column = 0; column < columns; ++column) {
                if (column > 0) in.expect(' ', "a single space between two cells");
                cells.push_back(in.number(0, rows * columns - 1));
            }
            in.expect('\n', "a line break after the row");
        }
        if (!permutation(cells)) in.fail("the tiles and the blank are not 0 to MN − 1 each once");
        ++boards;
    }
    in.end();
    if (boards == 0) in.fail("the input holds no board");
    return boards;
}
