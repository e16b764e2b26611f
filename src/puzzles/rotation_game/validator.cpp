// Cases of 24 symbols, `1`, `2` or `3` separated by single spaces, eight of each, a line each;
// then a line `0`.
static long validate(Reader &in) {
    long cases = 0;
    for (;;) {
        long first = in.number(0, 3);
        if (first == 0) {
            in.expect('\n', "a line break after the 0 that ends the input");
            in.end();
            if (cases == 0) in.fail("the input holds no case");
            return cases;
        }
        int count[4] = {0, 0, 0, 0};
        ++count[first];
        for (int i = 1; i < 24; ++i) {
            in.expect(' ', "a single space between two symbols");
            ++count[in.number(1, 3)];
        }
        in.expect('\n', "a line break after the 24th symbol");
        if (count[1] != 8 || count[2] != 8 || count[3] != 8) in.fail("a case without eight of each symbol");
        ++cases;
    }
}
