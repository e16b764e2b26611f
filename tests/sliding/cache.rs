//! The cache of pattern databases: built only when needed, and never trusted.

use super::*;

#[test]
fn the_databases_are_built_only_for_a_solvable_puzzle() {
    let cache = CacheDir::new("lazy");
    let unsolvable = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    for (input, status, out) in [
        ("", 0, ""),
        ("   \n", 0, ""),
        (unsolvable, 0, "unsolvable\n"),
        ("1 2 3 16 5 6 7 8 9 10 11 12 13 14 15 x", 1, ""),
        (
            &format!("{unsolvable}{unsolvable}1 2"),
            1,
            "unsolvable\nunsolvable\n",
        ),
    ] {
        let output = run_cached(EXE, &["--size", "4"], input.as_bytes(), cache.arg());
        assert_eq!(output.status.code(), Some(status), "{input:?}");
        assert_eq!(String::from_utf8_lossy(&output.stdout), out, "{input:?}");
        assert!(cache.names().is_empty(), "{input:?}: nothing was built");
    }
}

#[test]
fn special_files_at_the_cache_path_are_never_read() {
    // Links to a device that never ends, a directory, a gigabyte.
    let cache = CacheDir::new("special");
    std::os::unix::fs::symlink("/dev/zero", cache.file()).unwrap();
    cache.solve();
    let valid = std::fs::metadata(cache.file()).unwrap().len();
    assert!(
        std::fs::symlink_metadata(cache.file()).unwrap().is_file(),
        "replaced"
    );
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::File::create(cache.file())
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    cache.solve();
    assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::create_dir(cache.file()).unwrap();
    cache.solve();
    std::fs::remove_dir(cache.file()).unwrap();
    // A FIFO, where the machine can make one: opening it to read would wait for a writer.
    let fifo = std::process::Command::new("mkfifo")
        .arg(cache.file())
        .status();
    if fifo.is_ok_and(|status| status.success()) {
        cache.solve();
        assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    }
}

#[test]
fn a_corrupt_or_unwritable_cache_costs_time_and_never_answers() {
    let cache = CacheDir::new("corrupt");
    cache.solve();
    let valid = std::fs::read(cache.file()).unwrap();
    let mut corrupt = valid.clone();
    let middle = corrupt.len() / 2;
    corrupt[middle] ^= 0x55;
    std::fs::write(cache.file(), &corrupt).unwrap();
    cache.solve();
    assert_eq!(std::fs::read(cache.file()).unwrap(), valid, "rebuilt");
    std::fs::write(
        cache.file(),
        b"puzzle-search pattern databases, and then nonsense",
    )
    .unwrap();
    cache.solve();
    assert_eq!(std::fs::read(cache.file()).unwrap(), valid, "rebuilt");
    let output = run_cached(
        EXE,
        &["--size", "2x3"],
        b"1 2 3 4 x 5",
        "/proc/no/such/directory",
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "r\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "",
        "the note is for terminals only"
    );
}

#[test]
fn partial_cache_files_of_dead_runs_are_cleaned_up() {
    let cache = CacheDir::new("partial");
    let partial = cache.0 .0.join("sliding-2x3.pdb.4242");
    std::fs::write(&partial, b"cut short").unwrap();
    let then = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&partial)
        .unwrap()
        .set_modified(then)
        .unwrap();
    cache.solve();
    // The partial file is gone; the tables and their stamp of a whole check are left.
    assert_eq!(cache.names(), ["sliding-2x3.pdb", "sliding-2x3.pdb.valid"]);
}
