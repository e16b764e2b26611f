// The cube's answers, the cube as `cube.cpp` below has it. Answers are right where they solve
// the cube, within MOST moves (quarter turns, or face turns with FACE_TURNS), and as few as the
// jury's unless FAST; `-1` is right where the jury's answer is `-1`, which it is only where no
// moves that few solve the cube.
static const int MOST = @MOST@;
static const bool FACE_TURNS = @FACE_TURNS@, FAST = @FAST@, SINGMASTER = @SINGMASTER@;
static const bool ONLY_SHORTEST = @ONLY_SHORTEST@;
static const int FROM = @FROM@;  // 0 the judge's nets after a count, 1 facelet lines, 2 scrambles

typedef vector<std::pair<int, int>> Turns;  // (face, 1 clockwise, -1 counter-clockwise, 2 half)

@CUBE@
static vector<string> cubes_of(const string &input) {
    vector<string> cubes;
    if (FROM == 0) {
        vector<string> tokens = words(input);
        for (size_t at = 1; at + 54 <= tokens.size(); at += 54) {
            string cube;
            for (size_t i = 0; i < 54; ++i) cube += tokens[at + i];
            cubes.push_back(cube);
        }
    } else {
        for (const string &line : raw_lines(input)) cubes.push_back(cube_of_line(line, FROM == 1));
    }
    return cubes;
}

// Reads the answer to one cube from `text` at line `at`: its turns, or `none` for -1; false
// where it is not an answer (`why` says how). Where the answer is an empty line (`empty_is_right`:
// the last cube, solved, in Singmaster's notation), the text may have ended before it.
static bool answer_of(const vector<string> &text, size_t &at, Turns &turns, bool &none, string &why,
                      bool empty_is_right = false) {
    turns.clear();
    none = false;
    if (at >= text.size() && empty_is_right && SINGMASTER) return true;
    if (at >= text.size()) {
        why = "the output ends after line " + std::to_string(text.size());
        return false;
    }
    string line = trimmed(text[at++]);
    if (line == "-1") {
        none = true;
        return true;
    }
    if (SINGMASTER) {
        size_t start = 0;
        while (!line.empty() && start <= line.size()) {
            size_t end = line.find(' ', start);
            if (end == string::npos) end = line.size();
            std::pair<int, int> t;
            if (!singmaster_turn(line.substr(start, end - start), t)) {
                why = "output line " + std::to_string(at) + ", " + quoted(line) + ", is not moves in Singmaster's notation";
                return false;
            }
            turns.push_back(t);
            start = end + 1;
        }
        return true;
    }
    bool number = !line.empty() && line.size() <= 6 && (line == "0" || (line[0] >= '1' && line[0] <= '9'));
    for (char c : line) number = number && c >= '0' && c <= '9';
    if (!number) {
        why = "output line " + std::to_string(at) + ", " + quoted(line) + ", is not a number of moves or -1";
        return false;
    }
    int count = std::atoi(line.c_str());
    for (int i = 0; i < count; ++i) {
        if (at >= text.size()) {
            why = "the output ends after line " + std::to_string(text.size());
            return false;
        }
        string move = trimmed(text[at++]);
        bool good = move.size() >= 3 && move[0] >= '0' && move[0] <= '5' && move[1] == ' ';
        string direction = good ? move.substr(2) : "";
        if (direction == "1") turns.push_back({move[0] - '0', 1});
        else if (direction == "-1") turns.push_back({move[0] - '0', -1});
        else if (direction == "2" && FACE_TURNS) turns.push_back({move[0] - '0', 2});
        else {
            why = "output line " + std::to_string(at) + ", " + quoted(move) + ", is not a move `f d`";
            return false;
        }
    }
    return true;
}

static int length(const Turns &turns) {
    int moves = 0;
    for (const auto &t : turns) moves += FACE_TURNS ? 1 : (t.second == 2 ? 2 : 1);
    return moves;
}

static void judge(const string &input, const string &output, const string &answer) {
    vector<string> cubes = cubes_of(input);
    vector<string> theirs = raw_lines(output), ours = raw_lines(answer);
    size_t at = 0, jury_at = 0;
    for (size_t k = 0; k < cubes.size(); ++k) {
        string name = "cube " + std::to_string(k + 1) + ": ", why;
        Turns their, our;
        bool their_none, our_none;
        bool empty_is_right = k + 1 == cubes.size() && solved(cubes[k]);
        if (!answer_of(ours, jury_at, our, our_none, why, empty_is_right)) quit(FAIL, name + "the jury's answer: " + why);
        if (!our_none) {
            string cube = cubes[k];
            for (const auto &t : our) turn(cube, t.first, t.second);
            if (!solved(cube) || length(our) > MOST) quit(FAIL, name + "the jury's answer does not solve the cube");
        }
        if (!answer_of(theirs, at, their, their_none, why, empty_is_right)) quit(PRESENTATION, name + why);
        if (their_none) {
            if (!our_none) quit(WRONG, name + "-1, but " + std::to_string(length(our)) + " moves solve the cube");
            continue;
        }
        string cube = cubes[k];
        for (const auto &t : their) turn(cube, t.first, t.second);
        if (!solved(cube)) quit(WRONG, name + "the moves leave the cube unsolved");
        int moves = length(their);
        if (moves > MOST) quit(WRONG, name + std::to_string(moves) + " moves, more than the " + std::to_string(MOST) + " allowed");
        if (our_none) quit(FAIL, name + "the jury's answer is -1, and " + std::to_string(moves) + " moves solve the cube");
        if (FAST && !ONLY_SHORTEST) continue;
        if (moves > length(our)) quit(WRONG, name + std::to_string(moves) + " moves, but " + std::to_string(length(our)) + " suffice");
        if (moves < length(our)) quit(FAIL, name + "fewer moves than the jury's answer, which is to be the shortest");
    }
    for (size_t i = jury_at; i < ours.size(); ++i)
        if (!trimmed(ours[i]).empty()) quit(FAIL, "the jury's answer goes on after its last answer");
    for (size_t i = at; i < theirs.size(); ++i)
        if (!trimmed(theirs[i]).empty())
            quit(PRESENTATION, "output line " + std::to_string(i + 1) + ", " + quoted(theirs[i]) + ", is after the last answer");
    quit(ACCEPTED, std::to_string(cubes.size()) + " cubes");
}
