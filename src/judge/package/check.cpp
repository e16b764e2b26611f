// The checker of "@TITLE@", written by puzzle-search from the puzzle's rules. It needs no file
// but this one: compile it alone (g++ -O2 -std=c++17 check.cpp -o check).
//
// Called as testlib's checkers are, `check INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]`: exit 0
// accepted, 1 wrong answer, 2 presentation error, 3 the checker fails (the jury's answer is not
// right); the message on standard error and in RESULT_FILE, as testlib's XML with -appes.
// Called as Kattis calls an output validator, `check INPUT ANSWER FEEDBACK_DIR [FLAGS] <
// OUTPUT` (FEEDBACK_DIR a folder): exit 42 accepted, 43 wrong, 1 failing; the message in
// FEEDBACK_DIR/judgemessage.txt.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <vector>

using std::string;
using std::vector;

enum Outcome { ACCEPTED = 0, WRONG = 1, PRESENTATION = 2, FAIL = 3 };

static bool kattis = false, appes = false, case_sensitive = false, space_sensitive = false;
static string result_file, feedback;

// Gives the verdict as the caller reads it, and ends the checker.
[[noreturn]] static void quit(Outcome outcome, const string &message) {
    static const char *names[] = {"accepted", "wrong answer", "presentation error", "fail"};
    string line = string(names[outcome]) + ": " + message;
    std::fprintf(stderr, "%s\n", line.c_str());
    if (kattis) {
        FILE *file = std::fopen((feedback + "/judgemessage.txt").c_str(), "w");
        if (file) {
            std::fprintf(file, "%s\n", line.c_str());
            std::fclose(file);
        }
        std::exit(outcome == ACCEPTED ? 42 : outcome == FAIL ? 1 : 43);
    }
    if (!result_file.empty()) {
        FILE *file = std::fopen(result_file.c_str(), "w");
        if (file) {
            if (appes) {
                static const char *outcomes[] = {"accepted", "wrong-answer", "presentation-error",
                                                 "fail"};
                string escaped;
                for (char c : message) {
                    if (c == '&') escaped += "&amp;";
                    else if (c == '<') escaped += "&lt;";
                    else if (c == '>') escaped += "&gt;";
                    else if (c == '"') escaped += "&quot;";
                    else if ((unsigned char)c < 32) escaped += '.';
                    else escaped += c;
                }
                std::fprintf(file,
                             "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = "
                             "\"%s\">%s</result>\n",
                             outcomes[outcome], escaped.c_str());
            } else {
                std::fprintf(file, "%s\n", line.c_str());
            }
            std::fclose(file);
        }
    }
    std::exit(outcome);
}

// The whole of a file, or of standard input for "-"; a file that cannot be read fails.
static string slurp(const string &path) {
    FILE *file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (!file) quit(FAIL, "cannot read " + path);
    string text;
    char buffer[1 << 16];
    size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        text.append(buffer, got);
        if (text.size() > (64u << 20)) quit(PRESENTATION, "the output is far longer than any answer");
    }
    return text;
}

static bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

// The words of a text: what C's isspace separates.
[[maybe_unused]] static vector<string> words(const string &text) {
    vector<string> found;
    string word;
    for (char c : text) {
        if (space(c)) {
            if (!word.empty()) found.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) found.push_back(word);
    return found;
}

// The lines of a text as written: a line break ends a line, and an empty line is one where two
// line breaks meet (none after the last).
[[maybe_unused]] static vector<string> raw_lines(const string &text) {
    vector<string> found;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == string::npos) end = text.size();
        found.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return found;
}

// The lines of a text as testlib reads them: a line break ends a line, and a blank line at the
// very end is none.
[[maybe_unused]] static vector<string> lines(const string &text) {
    vector<string> found = raw_lines(text);
    if (!found.empty() && found.back().empty()) found.pop_back();
    return found;
}

// A line without the whitespace at its ends, as a special judge reads it.
[[maybe_unused]] static string trimmed(string line) {
    while (!line.empty() && space(line.back())) line.pop_back();
    size_t start = 0;
    while (start < line.size() && space(line[start])) ++start;
    return line.substr(start);
}

// Text as a message quotes it: in backquotes, cut short, control characters as dots.
[[maybe_unused]] static string quoted(const string &text) {
    string shown;
    for (size_t i = 0; i < text.size() && i < 40; ++i) shown += (unsigned char)text[i] < 32 ? '.' : text[i];
    return "`" + shown + (text.size() > 40 ? "...`" : "`");
}

[[maybe_unused]] static bool same_word(const string &a, const string &b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (!case_sensitive) x = (char)std::tolower((unsigned char)x), y = (char)std::tolower((unsigned char)y);
        if (x != y) return false;
    }
    return true;
}

// Where the judge wants one exact answer: the output compared with the jury's as the system's
// default checker compares them (testlib's lcmp: each line's words; Kattis: the words, letters
// in either case unless case_sensitive; with space_change_sensitive byte for byte but for a
// missing last line break), or as testlib's fcmp where the package was made --strict.
[[maybe_unused]] static void compare(const string &output, const string &answer, bool strict) {
    if (space_sensitive && !strict) {
        // As Kattis's default with space_change_sensitive: byte for byte, line by line, but for
        // a missing last line break.
        vector<string> ours = raw_lines(answer), theirs = raw_lines(output);
        for (size_t i = 0; i < ours.size(); ++i)
            if (i >= theirs.size() || theirs[i] != ours[i])
                quit(WRONG, "output line " + std::to_string(i + 1) + " is " + (i < theirs.size() ? quoted(theirs[i]) : "missing") + ", where the answer has " + quoted(ours[i]));
        if (theirs.size() > ours.size())
            quit(WRONG, "output line " + std::to_string(ours.size() + 1) + ", " + quoted(theirs[ours.size()]) + ", is after the last answer");
        quit(ACCEPTED, std::to_string(ours.size()) + " lines");
    }
    if (strict) {
        // As testlib's fcmp: the answer's lines, as testlib reads them, each byte for byte (a
        // line that differs is a wrong answer), then only spaces, tabs and line breaks (its
        // seekEof); anything else is a presentation error.
        vector<string> ours = lines(answer), theirs = raw_lines(output);
        for (size_t i = 0; i < ours.size(); ++i)
            if (i >= theirs.size() || theirs[i] != ours[i])
                quit(WRONG, "output line " + std::to_string(i + 1) + " is " + (i < theirs.size() ? quoted(theirs[i]) : "missing") + ", where the answer has " + quoted(ours[i]));
        for (size_t i = ours.size(); i < theirs.size(); ++i)
            for (char c : theirs[i])
                if (c != ' ' && c != '\t' && c != '\r')
                    quit(PRESENTATION, "output line " + std::to_string(i + 1) + ", " + quoted(theirs[i]) + ", is after the last answer");
        quit(ACCEPTED, std::to_string(ours.size()) + " lines");
    }
    if (kattis) {
        vector<string> ours = words(answer), theirs = words(output);
        for (size_t i = 0; i < ours.size(); ++i) {
            if (i >= theirs.size()) quit(WRONG, "the output ends before the answer's word " + quoted(ours[i]));
            if (!same_word(theirs[i], ours[i]))
                quit(WRONG, "word " + std::to_string(i + 1) + " is " + quoted(theirs[i]) + ", where the answer has " + quoted(ours[i]));
        }
        if (theirs.size() > ours.size()) quit(WRONG, "the output goes on after the answer: " + quoted(theirs[ours.size()]));
        quit(ACCEPTED, std::to_string(ours.size()) + " words");
    }
    vector<string> ours = lines(answer), theirs = lines(output);
    for (size_t i = 0; i < ours.size(); ++i) {
        string line = i < theirs.size() ? theirs[i] : "";
        if (words(line) != words(ours[i]))
            quit(WRONG, "output line " + std::to_string(i + 1) + " is " + quoted(line) + ", where the answer has " + quoted(ours[i]));
    }
    for (size_t i = ours.size(); i < theirs.size(); ++i)
        for (char c : theirs[i])
            if (c != ' ' && c != '\t' && c != '\r')
                quit(PRESENTATION, "output line " + std::to_string(i + 1) + ", " + quoted(theirs[i]) + ", is after the last answer");
    quit(ACCEPTED, std::to_string(ours.size()) + " lines");
}

@PROBLEM@

int main(int argc, char **argv) {
    struct stat third;
    kattis = argc >= 4 && stat(argv[3], &third) == 0 && S_ISDIR(third.st_mode);
    if (kattis) {
        feedback = argv[3];
        for (int i = 4; i < argc; ++i) {
            string flag = argv[i];
            case_sensitive |= flag == "case_sensitive";
            space_sensitive |= flag == "space_change_sensitive";
        }
    } else if (argc < 4 || argc > 6) {
        quit(FAIL, "usage: check INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]");
    } else {
        if (argc >= 5) result_file = argv[4];
        appes = argc == 6 && (string(argv[5]) == "-appes" || string(argv[5]) == "-APPES");
    }
    string input = slurp(argv[1]);
    string output = slurp(kattis ? "-" : argv[2]);
    // testlib skips a byte order mark at the start of the output (ouf.skipBom()); Kattis does not.
    if (!kattis && output.compare(0, 3, "\xEF\xBB\xBF") == 0) output.erase(0, 3);
    string answer = slurp(kattis ? argv[2] : argv[3]);
    judge(input, output, answer);
}
