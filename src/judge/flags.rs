//! The flags of the command line: the modes a binary runs in ([`Mode`]), one flag's
//! description ([`Flag`]), what a binary tells about itself ([`Program`]), and the flags every
//! binary shares (`SHARED`).

/// What a binary is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The judge program: cases on standard input, answers on standard output.
    Solve,
    Check,
    Gen,
    Stress,
    Validate,
    Package,
}

impl Mode {
    /// Every mode: for a flag that belongs to all.
    pub const ALL: &'static [Mode] = &[
        Mode::Solve,
        Mode::Check,
        Mode::Gen,
        Mode::Stress,
        Mode::Validate,
        Mode::Package,
    ];

    /// The flag that chooses the mode.
    pub(crate) fn flag(self) -> &'static str {
        match self {
            Mode::Solve => "solving",
            Mode::Check => CHECK.name,
            Mode::Gen => GEN.name,
            Mode::Stress => STRESS.name,
            Mode::Validate => VALIDATE.name,
            Mode::Package => PACKAGE.name,
        }
    }

    /// What the mode reads after its flag, for the help (`--check INPUT OUTPUT [ANSWER]`).
    pub(crate) fn operands(self) -> Option<&'static str> {
        (self == Mode::Check).then_some("INPUT OUTPUT [ANSWER]")
    }

    /// The exit status of a usage error in this mode.
    pub fn usage_status(self) -> u8 {
        match self {
            Mode::Check | Mode::Stress | Mode::Validate => 3,
            Mode::Solve | Mode::Gen | Mode::Package => 2,
        }
    }
}

/// One flag of a binary's command line.
#[derive(Debug)]
pub struct Flag {
    /// `--name`.
    pub name: &'static str,
    /// What its value is called in the usage (`N`), or `None` if it takes none. A value in
    /// brackets (`[=stdout]`) may be given after `=` and is never the next argument.
    pub value: Option<&'static str>,
    /// The modes it belongs to.
    pub modes: &'static [Mode],
    /// What it does, as a phrase after its name: `--algo chooses a search for solving`.
    pub does: &'static str,
    /// Its lines in `--help`, after the name and value.
    pub help: &'static str,
}

/// What a binary tells about itself: its name, what it solves, its own flags, and notes for
/// `--help`.
#[derive(Debug)]
pub struct Program {
    pub name: &'static str,
    /// One line: the problem it is the judge program of.
    pub about: &'static str,
    /// What its input is, in a sentence or two, for `--help`.
    pub input: &'static str,
    /// Its own flags, besides the shared ones.
    pub flags: &'static [Flag],
    /// More for `--help`: what `--depth` can be, say.
    pub notes: &'static str,
    /// Examples of its own, besides the shared ones.
    pub examples: &'static [&'static str],
    /// Its own flags that `-h` shows first, the most used; the shared modes fill the rest of
    /// its five.
    pub most_used: &'static [&'static str],
}

pub(crate) const ALL: &[Mode] = Mode::ALL;

/// `--stats` ([`crate::judge::stats`]), for the binaries whose searches count nodes to put among
/// their own flags; each says in its notes what its searches count.
pub const STATS: Flag = Flag {
    name: "--stats",
    value: None,
    modes: &[Mode::Solve],
    does: "reports what each search took",
    help: "On standard error: a line for the tables where they are used (read or built,\n\
           seconds, size); a line a case as its answer is written (its moves, the nodes\n\
           its search expanded and generated, its CPU time: of the search alone, threads\n\
           included, not of reading the case or the tables); a line a bound of an\n\
           iterative search (the nodes that iteration took); then a total line: the cases'\n\
           figures summed, and the run's wall time and CPU time. A node is expanded when\n\
           its moves are tried, and every state a legal move makes is generated, kept or\n\
           not.",
};

pub const CHECK: Flag = Flag {
    name: "--check",
    value: None,
    modes: &[Mode::Check],
    does: "judges an output",
    help: "Judges OUTPUT, someone's answers to the cases in INPUT, as the judge would.\n\
           ANSWER, the expected output, may be given and is not read. One verdict line\n\
           goes to standard error; exit status 0 accepted, 1 wrong answer, 2 malformed\n\
           output, 3 invalid input or a mistake on the command line. Malformed: a line\n\
           of no answer's form (a word that is no move, a missing or extra line), the\n\
           same whatever the case; wrong: an answer of the right form that is wrong.",
};

pub const CHECK_FORMAT: Flag = Flag {
    name: "--check-format",
    value: Some("SYSTEM"),
    modes: &[Mode::Check, Mode::Validate],
    does: "judges as a judge system calls its checker",
    help: "Judges as --check does, called and answering as SYSTEM calls a checker\n\
           (instead of --check; ANSWER, the jury's output, is judged first, and if it\n\
           is not accepted the checker fails):\n\
           testlib INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]: exit 0 accepted, 1\n\
             wrong, 2 malformed, 3 cannot judge; the message on standard error and in\n\
             RESULT_FILE (testlib's XML with -appes). ejudge, Hydro, Luogu; the\n\
             order Polygon uses (a Polygon package's checker is C++ of its own).\n\
           kattis INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT: exit 42 accepted, 43\n\
             wrong or malformed, 1 cannot judge; FEEDBACK_DIR/judgemessage.txt and\n\
             teammessage.txt. Kattis, DOMjudge, ICPC.\n\
           cms INPUT ANSWER OUTPUT: the score, 1.0 or 0.0, on standard output, the\n\
             message on standard error; exit 3 where it cannot judge.\n\
           hustoj INPUT ANSWER OUTPUT: exit 0 accepted, 1 wrong, 3 cannot judge.\n\
           lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE: the score,\n\
             FULL_SCORE or 0, in SCORE_FILE, the message in REPORT_FILE; exit 3 and\n\
             neither file where it cannot judge.\n\
           Where the judge wants one exact answer, testlib and cms compare each line's\n\
             words (as testlib's lcmp), kattis the words (as its default validator,\n\
             with its flags case_sensitive and space_change_sensitive); see --strict.\n\
           With --validate: testlib (the default) or kattis, whose exit statuses to give.",
};

pub const STRICT: Flag = Flag {
    name: "--strict",
    value: None,
    modes: &[Mode::Check, Mode::Validate, Mode::Package],
    does: "reads outputs and inputs byte for byte",
    help: "With --check-format: where the judge wants one exact answer, an output is\n\
           compared as testlib's fcmp compares it, each line of the answer byte for\n\
           byte (Luogu's trailing spaces forgiven), blank lines after them skipped,\n\
           not as the system's default checker (testlib's lcmp and CMS: each line's\n\
           words; Kattis: the words, case ignored unless its flag case_sensitive).\n\
           With --validate: the input exactly as the problem's statement writes it.\n\
           With --package: its checker compares so (its validator always does).",
};

pub const APPES: Flag = Flag {
    name: "-appes",
    value: None,
    modes: &[Mode::Check],
    does: "writes testlib's XML result",
    help: "With --check-format testlib and RESULT_FILE: the verdict in RESULT_FILE as\n\
           testlib writes it, <result outcome = \"accepted\">3 puzzles</result> (the\n\
           message after the outcome). -APPES is the same flag, as in testlib.",
};

pub const VALIDATE: Flag = Flag {
    name: "--validate",
    value: None,
    modes: &[Mode::Validate],
    does: "validates a test",
    help: "Reads one test on standard input and says whether it is a valid input of\n\
           the problem: read as the judge program reads it, at least one case, nothing\n\
           after the last; with --strict, byte for byte as the statement writes it.\n\
           One line on standard error; exit status 0 valid, 3 invalid, or with\n\
           --check-format kattis 42 and 43.",
};

pub const TESTSET: Flag = Flag {
    name: "--testset",
    value: Some("NAME"),
    modes: &[Mode::Validate],
    does: "is testlib's and ignored",
    help: "Accepted and ignored, as Polygon passes it to validators.",
};

pub const GROUP: Flag = Flag {
    name: "--group",
    value: Some("NAME"),
    modes: &[Mode::Validate],
    does: "is testlib's and ignored",
    help: "Accepted and ignored, as Polygon passes it to validators.",
};

pub const PACKAGE: Flag = Flag {
    name: "--package",
    value: Some("DIR"),
    modes: &[Mode::Package],
    does: "writes a problem package",
    help: "Writes in DIR (new or empty) a problem package of the binary's problem, with\n\
           its flags as given: a sample and tests from shallow to the deepest, their\n\
           answers, and the solution, checker and validator as scripts that run a copy\n\
           of this binary. Needs --format.",
};

pub const FORMAT: Flag = Flag {
    name: "--format",
    value: Some("kattis|polygon|oj"),
    modes: &[Mode::Package],
    does: "chooses the package's layout",
    help: "kattis: the Kattis problem package format, for Kattis, DOMjudge and\n\
           problemtools' verifyproblem. polygon: Polygon's layout (problem.xml, tests/,\n\
           the statement, and checker, validator and main solution as C++ that compiles\n\
           alone wherever the package goes; not for magic-cube --max-depth any, which\n\
           no small program answers in time). oj: online-judge-tools' test/ folder, with the\n\
           scripts solve, check and validate: oj t -c ./solve --judge-command ./check.",
};

pub const GEN: Flag = Flag {
    name: "--gen",
    value: Some("N"),
    modes: &[Mode::Gen],
    does: "prints random cases",
    help: "Prints a judge input of N random cases, the same for the same seed.",
};

pub const STRESS: Flag = Flag {
    name: "--stress",
    value: Some("CMD"),
    modes: &[Mode::Stress],
    does: "stress tests a solution",
    help: "Runs CMD, a shell command line (quoted as one argument), on random judge\n\
           inputs, judges every output as --check does, and stops at the first failure:\n\
           wrong answer, malformed output, a non-zero exit or a signal, the time limit\n\
           (CPU time, confirmed by a second run), the wall-time limit, or far too much\n\
           output. One case of every depth first, then the rest easy to hard, one a\n\
           run, with a run of ten and a repeat after every ten. The failing input is shrunk to the fewest and\n\
           shallowest cases that fail the same way and shown with our answer, CMD's\n\
           output and the verdict. Exit status 0 all passed, 1 a failure was found, 3\n\
           the stress test could not run, or our own answer to a case CMD failed was\n\
           not accepted either (a fault of ours, never a verdict against CMD).",
};

pub const SHOW: Flag = Flag {
    name: "--show",
    value: Some("[=stdout]"),
    modes: &[Mode::Solve],
    does: "draws the cases along each answer",
    help: "After each answer, draws the start and the case after each move of it, with\n\
           the move's name, on standard error (standard output stays the judge's), or\n\
           with --show=stdout on standard output after the answer. In colour where it\n\
           draws on a terminal, unless NO_COLOR is set.",
};

pub const SEED: Flag = Flag {
    name: "--seed",
    value: Some("S"),
    modes: &[Mode::Gen, Mode::Stress],
    does: "seeds the random cases",
    help: "The seed of the random cases (default 1): a number, random (drawn, and\n\
           printed on standard error so that the cases can be made again), or from-args\n\
           (made from the other arguments in order, as testlib's generators do).",
};

pub const DEPTH: Flag = Flag {
    name: "--depth",
    value: Some("D|max"),
    modes: &[Mode::Gen, Mode::Stress],
    does: "fixes how many moves the random cases need",
    help: "Only cases whose answer is exactly D moves; max: the most any case needs.",
};

pub const OPTIMAL: Flag = Flag {
    name: "--optimal",
    value: None,
    modes: &[Mode::Check, Mode::Stress, Mode::Package],
    does: "accepts only shortest solutions",
    help: "A solution longer than the shortest is wrong, even where the judge accepts it.",
};

pub const CASES: Flag = Flag {
    name: "--cases",
    value: Some("N"),
    modes: &[Mode::Stress],
    does: "sets how many cases --stress draws",
    help: "How many cases to draw (default 1000); or 1/K, as many as rule out, with\n\
           probability 0.95, a fault that one case in K shows (1/1000: 2995 cases).",
};

pub const TIME_LIMIT: Flag = Flag {
    name: "--time-limit",
    value: Some("SECONDS"),
    modes: &[Mode::Stress],
    does: "limits each run of --stress",
    help: "The most CPU time one run may use, all its processes together (default 2,\n\
           at least 0.001); a run past it is killed, with everything it started.",
};

pub const WALL_LIMIT: Flag = Flag {
    name: "--wall-limit",
    value: Some("SECONDS"),
    modes: &[Mode::Stress],
    does: "limits the time each run of --stress may sleep or wait",
    help: "The most wall time one run may spend with none of its processes running or\n\
           ready to run (default five times the time limit and a second, at least the\n\
           time limit): it catches a run that sleeps or waits; a run that other work\n\
           keeps from a CPU is never stopped by it.",
};

pub const SHRINK_TIME: Flag = Flag {
    name: "--shrink-time",
    value: Some("SECONDS"),
    modes: &[Mode::Stress],
    does: "limits the CPU time --stress spends shrinking a failure",
    help: "The most CPU time the runs that shrink a failure to the simplest input may\n\
           take together (default: as much as the runs that found it took, at least 30 s;\n\
           at most --shrink-runs runs). Never wall time: a seed shrinks to the same input\n\
           on a busy machine as on a quiet one. Ctrl-C while shrinking reports the simplest\n\
           failing input found so far.",
};

pub const SHRINK_RUNS: Flag = Flag {
    name: "--shrink-runs",
    value: Some("N"),
    modes: &[Mode::Stress],
    does: "limits the runs --stress makes shrinking a failure",
    help: "The most runs that shrink a failure (default 10,000). CPU time differs from\n\
           machine to machine, runs do not: with --seed, and a --shrink-time that does\n\
           not bind, a failure shrinks to the same input on every machine.",
};

pub const INPUT: Flag = Flag {
    name: "--input",
    value: Some("FILE"),
    modes: &[Mode::Stress],
    does: "stresses CMD on the cases of a judge input",
    help: "Runs CMD on FILE, a judge input (one that failed on a judge, say): the whole\n\
           file, then its cases one a run and ten a run, and shrinks what fails.",
};

pub const JOBS: Flag = Flag {
    name: "--jobs",
    value: Some("J"),
    modes: &[Mode::Stress],
    does: "sets how many runs of --stress go at once",
    help: "Runs at once (default and most: the number of cores); the failure found is\n\
           the same for any J.",
};

pub const SAVE: Flag = Flag {
    name: "--save",
    value: Some("DIR"),
    modes: &[Mode::Stress],
    does: "saves the failing case of --stress",
    help: "Writes the shrunk failing input and our answer to it as DIR/stress-K.in and\n\
           DIR/stress-K.out, K the first number not taken, as online-judge-tools lays\n\
           out tests, and prints the oj command that runs it again. Never overwrites a\n\
           file or follows a link.",
};

pub const HELP: Flag = Flag {
    name: "--help",
    value: None,
    modes: ALL,
    does: "prints this help",
    help: "Prints this help; -h prints one screen of it.",
};

pub const VERSION: Flag = Flag {
    name: "--version",
    value: None,
    modes: ALL,
    does: "prints the version",
    help: "Prints the version (also -V).",
};

/// The flags every binary has.
pub(crate) const SHARED: &[Flag] = &[
    CHECK,
    CHECK_FORMAT,
    STRICT,
    APPES,
    VALIDATE,
    TESTSET,
    GROUP,
    PACKAGE,
    FORMAT,
    GEN,
    STRESS,
    SHOW,
    SEED,
    DEPTH,
    OPTIMAL,
    CASES,
    TIME_LIMIT,
    WALL_LIMIT,
    SHRINK_TIME,
    SHRINK_RUNS,
    INPUT,
    JOBS,
    SAVE,
    HELP,
    VERSION,
];

/// A binary with flags of its own, for the command line's tests.
#[cfg(test)]
pub(crate) static TOY: Program = Program {
    name: "toy",
    about: "a toy",
    input: "toys",
    flags: &[
        Flag {
            name: "--algo",
            value: Some("NAME"),
            modes: &[Mode::Solve],
            does: "chooses a search for solving",
            help: "How to solve.",
        },
        Flag {
            name: "--size",
            value: Some("N"),
            modes: ALL,
            does: "sets the size",
            help: "The size.",
        },
    ],
    notes: "",
    examples: &[],
    most_used: &["--algo"],
};
