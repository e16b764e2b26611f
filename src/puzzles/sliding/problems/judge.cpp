// A sliding puzzle of WIDTH × HEIGHT cells: each answer a line of moves, LETTERS[0..3] the
// blank travelling down, left, right, up, or the word UNSOLVABLE; right where the moves bring
// the board to GOAL (its tiles as the input names them, 0 the blank), within MOST moves where
// MOST is not 0, and as few as the jury's with ONLY_SHORTEST. Which puzzles can be solved, and
// in how few moves, the jury's answer tells.
static const int WIDTH = @WIDTH@, HEIGHT = @HEIGHT@, MOST = @MOST@;
static const int GOAL[] = {@GOAL@};
static const char LETTERS[] = "@LETTERS@";
static const char UNSOLVABLE[] = "@UNSOLVABLE@";
static const bool COUNTED = @COUNTED@, ONLY_SHORTEST = @ONLY_SHORTEST@;

// The board after `moves`; `moved` false where a move takes the blank off the board.
static vector<int> replay(vector<int> board, const string &moves, bool &moved) {
    int blank = 0;
    while (board[blank] != 0) ++blank;
    moved = true;
    for (char c : moves) {
        int row = blank / WIDTH, column = blank % WIDTH, to = -1;
        if (c == LETTERS[0] && row + 1 < HEIGHT) to = blank + WIDTH;
        if (c == LETTERS[1] && column > 0) to = blank - 1;
        if (c == LETTERS[2] && column + 1 < WIDTH) to = blank + 1;
        if (c == LETTERS[3] && row > 0) to = blank - WIDTH;
        if (to < 0) {
            moved = false;
            return board;
        }
        board[blank] = board[to];
        board[to] = 0;
        blank = to;
    }
    return board;
}

static void judge(const string &input, const string &output, const string &answer) {
    const int cells = WIDTH * HEIGHT;
    vector<string> tokens = words(input);
    size_t at = COUNTED ? 1 : 0;
    vector<string> theirs = raw_lines(output), ours = raw_lines(answer);
    size_t cases = (tokens.size() - at) / cells;
    vector<int> goal(GOAL, GOAL + cells);
    for (size_t k = 0; k < cases; ++k) {
        string name = "puzzle " + std::to_string(k + 1) + ": ";
        vector<int> board;
        for (int i = 0; i < cells; ++i) {
            const string &token = tokens[at + k * cells + i];
            board.push_back(token == "x" || token == "X" ? 0 : std::atoi(token.c_str()));
        }
        if (k >= ours.size() && k + 1 < cases) quit(FAIL, name + "the jury's answer ends before it");
        string our = k < ours.size() ? trimmed(ours[k]) : "";
        // The jury's answer is judged first: moves that solve the puzzle, or the word.
        if (our != UNSOLVABLE) {
            bool moved;
            for (char c : our)
                if (c != LETTERS[0] && c != LETTERS[1] && c != LETTERS[2] && c != LETTERS[3])
                    quit(FAIL, name + "the jury's answer " + quoted(our) + " is neither moves nor `" + UNSOLVABLE + "`");
            if (replay(board, our, moved) != goal || !moved || (MOST > 0 && our.size() > (size_t)MOST))
                quit(FAIL, name + "the jury's answer " + quoted(our) + " does not solve the puzzle");
        }
        if (k >= theirs.size() && !(k + 1 == cases && our.empty()))
            quit(PRESENTATION, name + "the output ends after line " + std::to_string(theirs.size()));
        string their = k < theirs.size() ? trimmed(theirs[k]) : "";
        bool solvable = our != UNSOLVABLE;
        if (their == UNSOLVABLE) {
            if (solvable) quit(WRONG, name + "`" + UNSOLVABLE + "`, but the puzzle can be solved");
            continue;
        }
        for (char c : their)
            if (c != LETTERS[0] && c != LETTERS[1] && c != LETTERS[2] && c != LETTERS[3])
                quit(PRESENTATION, name + "output line " + std::to_string(k + 1) + ", " + quoted(their) + ", is neither moves nor `" + UNSOLVABLE + "`");
        bool moved;
        vector<int> end = replay(board, their, moved);
        if (!moved) quit(WRONG, name + "a move takes the blank off the board");
        if (end != goal) quit(WRONG, name + (solvable ? "the moves end away from the goal" : "the puzzle is unsolvable"));
        if (!solvable) quit(FAIL, name + "the jury's answer says unsolvable, and the moves solve it");
        if (MOST > 0 && their.size() > (size_t)MOST)
            quit(WRONG, name + std::to_string(their.size()) + " moves, more than " + std::to_string(MOST));
        if (ONLY_SHORTEST && their.size() > our.size())
            quit(WRONG, name + std::to_string(their.size()) + " moves, but " + std::to_string(our.size()) + " suffice");
        if (ONLY_SHORTEST && their.size() < our.size())
            quit(FAIL, name + "fewer moves than the jury's answer, which is to be the shortest");
    }
    for (size_t i = cases; i < ours.size(); ++i)
        if (!trimmed(ours[i]).empty()) quit(FAIL, "the jury's answer goes on after its last answer");
    for (size_t i = cases; i < theirs.size(); ++i)
        if (!trimmed(theirs[i]).empty())
            quit(PRESENTATION, "output line " + std::to_string(i + 1) + ", " + quoted(theirs[i]) + ", is after the last answer");
    quit(ACCEPTED, std::to_string(cases) + " puzzles");
}
