// The input validator of "@TITLE@", written by puzzle-search from the problem's statement. It
// needs no file but this one: compile it alone (g++ -O2 -std=c++17 validator.cpp -o validator).
// Called as testlib's validators are, `validator [--testset NAME] [--group NAME] < TEST`: exit 0
// where TEST is written exactly as the statement writes its input, 3 where it is not, with one
// line on standard error saying which and where.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using std::string;
using std::vector;

// Reads a test strictly, byte by byte, knowing where it is.
struct Reader {
    string text;
    size_t at = 0;

    [[noreturn]] void fail(const string &why) const {
        size_t line = 1, column = 1;
        for (size_t i = 0; i < at && i < text.size(); ++i) {
            if (text[i] == '\n') ++line, column = 1;
            else ++column;
        }
        std::fprintf(stderr, "invalid: line %zu, column %zu: %s\n", line, column, why.c_str());
        std::exit(3);
    }
    bool at_end() const { return at >= text.size(); }
    char peek() const { return at < text.size() ? text[at] : '\0'; }
    // The character `c`, or the test is invalid (`what` names it).
    void expect(char c, const char *what) {
        if (peek() != c || at_end()) fail(string("expected ") + what);
        ++at;
    }
    // A whole number from `least` to `most`, written the usual way: `0`, or digits not
    // starting with 0, no sign.
    long number(long least, long most) {
        size_t start = at;
        while (!at_end() && text[at] >= '0' && text[at] <= '9' && at - start < 10) ++at;
        string digits = text.substr(start, at - start);
        if (digits.empty() || (digits.size() > 1 && digits[0] == '0')) {
            at = start;
            fail("expected a whole number written without sign or leading zeros");
        }
        long value = std::atol(digits.c_str());
        if (value < least || value > most) {
            at = start;
            fail("expected a number from " + std::to_string(least) + " to " + std::to_string(most));
        }
        return value;
    }
    // One character of `allowed`.
    char one_of(const char *allowed, const char *what) {
        char c = peek();
        if (at_end() || c == '\0' || !std::strchr(allowed, c)) fail(string("expected ") + what);
        ++at;
        return c;
    }
    void end() {
        if (!at_end()) fail("expected the end of the input");
    }
};

// Whether `cells` holds each of 0 to n − 1 exactly once.
[[maybe_unused]] static bool permutation(const vector<long> &cells) {
    vector<bool> seen(cells.size(), false);
    for (long c : cells) {
        if (c < 0 || c >= (long)cells.size() || seen[c]) return false;
        seen[c] = true;
    }
    return true;
}

// The parity of the tiles' inversions, the blank (0) left out.
[[maybe_unused]] static int inversions(const vector<long> &cells) {
    long count = 0;
    for (size_t i = 0; i < cells.size(); ++i)
        for (size_t j = i + 1; j < cells.size(); ++j)
            count += cells[i] && cells[j] && cells[i] > cells[j];
    return (int)(count % 2);
}

@PROBLEM@

int main() {
    Reader in;
    char buffer[1 << 16];
    size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0) {
        in.text.append(buffer, got);
        if (in.text.size() > (256u << 20)) in.fail("the test is longer than 256 MiB");
    }
    long cases = validate(in);
    std::fprintf(stderr, "valid: %ld\n", cases);
    return 0;
}
