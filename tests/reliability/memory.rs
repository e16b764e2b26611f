//! A process short of memory says so in one line, naming the case and the table it could not
//! hold or build, after the answers before it; it never aborts.

use super::*;
use std::process::Stdio;

/// Runs `exe` with `args` on `input` under an address-space limit of `kilobytes`, with an
/// empty cache of its own: exit status, standard output and error.
///
/// glibc reserves 64 MB of address space for each thread's own malloc arena, made or reused as
/// the threads' timing falls out (1 run in 40 reserved one more, so the 66 MB check failed
/// before the 300 MB one): with one arena, the limit measures the program, not the timing.
fn short_of_memory(
    kilobytes: u64,
    exe: &str,
    args: &[&str],
    input: &[u8],
) -> (Option<i32>, String, String) {
    let cache = fresh_cache(&format!("memory-{kilobytes}"));
    limited(
        kilobytes,
        cache.arg(),
        &[("MALLOC_ARENA_MAX", "1")],
        exe,
        args,
        input,
    )
}

/// Runs `exe` with `args` on `input` under an address-space limit of `kilobytes`, its tables
/// cached in `cache`, with the environment `env` too: exit status, standard output and error.
fn limited(
    kilobytes: u64,
    cache: &str,
    env: &[(&str, &str)],
    exe: &str,
    args: &[&str],
    input: &[u8],
) -> (Option<i32>, String, String) {
    let script = format!("ulimit -v {kilobytes}; exec \"$0\" \"$@\"");
    let mut child = common::command("sh")
        .args(["-c", &script, exe])
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", cache)
        .env("PUZZLE_SEARCH_PROGRESS", "off")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let writer = common::feed(&mut child, input);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

#[test]
fn tables_that_do_not_fit_are_one_line_after_the_earlier_answers() {
    // A board near the goal, answered without databases, then Korf's first instance.
    let boards = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n13 6 8 12 15 14 x 10 11 7 4 5 9 1 3 2\n";
    assert_eq!(
        short_of_memory(100_000, EIGHT, &["--size", "4"], boards.as_bytes()),
        (
            Some(1),
            "r\n".into(),
            "puzzle 2: cannot build the 4x4 pattern databases: that takes about 114 MB of \
             memory, more than this process can have\n"
                .into()
        )
    );
    let uva = "2\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n\
               13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n";
    assert_eq!(
        short_of_memory(100_000, EIGHT, &["--problem", "uva10181"], uva.as_bytes()),
        (
            Some(1),
            "R\n".into(),
            "puzzle 2: cannot build the 4x4 pattern databases: that takes about 114 MB of \
             memory, more than this process can have\n"
                .into()
        )
    );
    // A cube three turns from solved, answered by the plain search, then one that needs the
    // optimal search's tables.
    let near = common::run_with(CUBE, &["--gen", "1", "--depth", "3", "--seed", "5"], b"").stdout;
    let far = common::run_with(CUBE, &["--max-depth", "any", "--gen", "1"], b"").stdout;
    let cubes = [b"2\n".to_vec(), near[2..].to_vec(), far[2..].to_vec()].concat();
    for (kilobytes, why) in [
        (
            800_000,
            "cannot hold the cube's optimal tables (1.4 GB): not enough memory",
        ),
        (
            2_500_000,
            "cannot build the cube's optimal tables: that takes about 4.8 GB of memory, more \
             than this process can have",
        ),
    ] {
        let (status, out, err) = short_of_memory(kilobytes, CUBE, &["--max-depth", "any"], &cubes);
        assert_eq!((status, out.lines().next()), (Some(1), Some("3")), "{out}");
        assert_eq!(err, format!("cube 2: {why}\n"));
    }
    for (kilobytes, why) in [
        (
            300_000,
            "cannot hold the two-phase tables (453 MB): not enough memory",
        ),
        (
            560_000,
            "cannot build the two-phase tables: that takes about 650 MB of memory, more than \
             this process can have",
        ),
    ] {
        let (status, out, err) = short_of_memory(kilobytes, CUBE, &["--fast"], &far);
        assert_eq!(
            (status, out.as_str(), err.as_str()),
            (Some(1), "", format!("cube 1: {why}\n").as_str())
        );
    }
}

#[test]
fn a_limit_just_above_the_tables_answers_or_says_why_in_one_line() {
    // The tiny optimal tables (the default's kind, 24 MB with the corners') in the tests'
    // cache, built without a limit if they are not there yet (a cube that needs them).
    let cache = env!("CARGO_TARGET_TMPDIR");
    let args = [
        "--from",
        "scramble",
        "--max-depth",
        "any",
        "--table-size",
        "tiny",
    ];
    let solved = b"\n";
    let deep = b"R U F' L2 D B' R' U2 F L' D2 B U' R\n";
    let ready = common::run_cached(CUBE, &args, deep, cache);
    assert!(ready.status.success(), "{ready:?}");
    // The solved cube, answered without tables, then one of 17 quarter turns that needs them
    // and the search's threads, under limits about the least that lets the program hold the
    // tables beside what it has (a release build needed 166,000 KB, 2026-12-04). With the
    // default tables, once a thread of the search could not start, and once a thread started
    // but the runtime could not give it its stack for signal handlers: each time the program
    // aborted (status 134).
    let cubes = [&solved[..], deep].concat();
    let limits = [
        150_000, 156_000, 160_000, 162_000, 164_000, 166_000, 168_000, 172_000, 180_000,
    ];
    for kilobytes in limits {
        let (status, out, err) = limited(kilobytes, cache, &[], CUBE, &args, &cubes);
        // The judge's answers: a count line a cube, then a line a move.
        let answers = out.lines().filter(|line| !line.contains(' ')).count();
        match status {
            Some(0) => assert_eq!((answers, err.as_str()), (2, ""), "{kilobytes}"),
            Some(1) => {
                assert_eq!(answers, 1, "{kilobytes}: {out}");
                let one_line = err.starts_with("cube 2: ") && err.lines().count() == 1;
                assert!(one_line, "{kilobytes}: {err}");
            }
            other => panic!("{kilobytes}: {other:?} {err}"),
        }
    }
}
