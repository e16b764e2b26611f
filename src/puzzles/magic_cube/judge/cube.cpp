// The cube's quarter turns and its goal: QUARTER[f] is the clockwise quarter turn of face f
// (left 0, front 1, right 2, back 3, top 4, bottom 5) as where each sticker of the net comes
// from; a face is solved when its stickers have its centre's colour.
static const int QUARTER[6][54] = {@QUARTER@};
static const int CENTRE[6] = {22, 25, 28, 31, 4, 49};

static void turn(string &cube, int face, int direction) {
    int times = direction == 1 ? 1 : direction == 2 ? 2 : 3;
    for (int t = 0; t < times; ++t) {
        string before = cube;
        for (int i = 0; i < 54; ++i) cube[i] = before[QUARTER[face][i]];
    }
}

static bool solved(const string &cube) {
    for (int i = 0; i < 54; ++i) {
        int face = i < 9 ? 4 : i >= 45 ? 5 : ((i - 9) % 12) / 3;
        if (cube[i] != cube[CENTRE[face]]) return false;
    }
    return true;
}
