// The cube, as the checker, the validator and the solution read it: 54 stickers in the order of
// the judge's net (the top, the strip of left, front, right and back row by row, the bottom).
// QUARTER[f] is the clockwise quarter turn of face f (left 0, front 1, right 2, back 3, top 4,
// bottom 5) as where each sticker of the net comes from; a face is solved when its stickers
// have its centre's colour. LETTERS are the faces' letters in Singmaster's notation, FACELETS
// the faces in the order of a facelet string, NET_OF_FACELET each facelet's sticker.
static const int QUARTER[6][54] = {@QUARTER@};
static const int CENTRE[6] = {22, 25, 28, 31, 4, 49};
static const int NET_OF_FACELET[54] = {@NET_OF_FACELET@};
static const char LETTERS[] = "LFRBUD";
static const char FACELETS[] = "URFDLB";

[[maybe_unused]] static void turn(string &cube, int face, int direction) {
    int times = direction == 1 ? 1 : direction == 2 ? 2 : 3;
    for (int t = 0; t < times; ++t) {
        string before = cube;
        for (int i = 0; i < 54; ++i) cube[i] = before[QUARTER[face][i]];
    }
}

// Whether face `face` may be turned right after face `before` (-1 for none), in a search that
// skips what another order of the same turns gives: not the same face again, and of two
// opposite faces (left 0 and right 2, front 1 and back 3, top 4 and bottom 5), which commute,
// the larger only before the smaller.
[[maybe_unused]] static bool may_follow(int face, int before) {
    int opposite = face < 4 ? (face + 2) % 4 : 9 - face;
    return face != before && !(opposite == before && face > opposite);
}

[[maybe_unused]] static bool solved(const string &cube) {
    for (int i = 0; i < 54; ++i) {
        int face = i < 9 ? 4 : i >= 45 ? 5 : ((i - 9) % 12) / 3;
        if (cube[i] != cube[CENTRE[face]]) return false;
    }
    return true;
}

// A word of Singmaster's notation as a turn: `R`, `R'`, `R2` or `R2'`; false for anything else.
[[maybe_unused]] static bool singmaster_turn(const string &word, std::pair<int, int> &turn) {
    if (word.empty()) return false;
    const char *at = std::strchr(LETTERS, word[0]);
    if (!at || word[0] == 0) return false;
    string suffix = word.substr(1);
    int face = (int)(at - LETTERS);
    if (suffix == "") turn = {face, 1};
    else if (suffix == "'") turn = {face, -1};
    else if (suffix == "2" || suffix == "2'") turn = {face, 2};
    else return false;
    return true;
}

// The cube of one line of an input of `facelets` strings, or of scrambles (the solved cube after
// the line's moves); its words separated by spaces, tabs or carriage returns.
[[maybe_unused]] static string cube_of_line(const string &line, bool facelets) {
    vector<string> words;
    string word;
    for (char c : line + " ") {
        if (c == ' ' || c == '\t' || c == '\r') {
            if (!word.empty()) words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    string cube(54, ' ');
    if (facelets) {
        string letters = words.empty() ? "" : words[0];
        for (int i = 0; i < 54 && i < (int)letters.size(); ++i) cube[NET_OF_FACELET[i]] = letters[i];
        return cube;
    }
    for (int i = 0; i < 54; ++i) cube[NET_OF_FACELET[i]] = FACELETS[i / 9];
    for (const string &w : words) {
        std::pair<int, int> t;
        if (singmaster_turn(w, t)) turn(cube, t.first, t.second);
    }
    return cube;
}
