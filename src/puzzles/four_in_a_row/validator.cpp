// Boards up to the end of the input, each four lines of four cells `B`, `W` or `O`, seven `B`,
// seven `W` and two `O`.
static long validate(Reader &in) {
    long boards = 0;
    do {
        int black = 0, white = 0;
        for (int row = 0; row < 4; ++row) {
            for (int column = 0; column < 4; ++column) {
                char cell = in.one_of("BWO", "a cell B, W or O");
                black += cell == 'B';
                white += cell == 'W';
            }
            in.expect('\n', "a line break after four cells");
        }
        if (black != 7 || white != 7) in.fail("a board without seven B, seven W and two O");
        ++boards;
    } while (!in.at_end());
    return boards;
}
