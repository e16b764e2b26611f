//! The shelf's tests: files read, built, refused and trusted as the module says.

use super::*;
use std::fs;

fn shelf() -> Shelf {
    Shelf {
        name: "toy.table".into(),
        header: "toy tables, version 1\n".into(),
        sizes: vec![3, 11],
        what: "the toy tables".into(),
        building: 1000,
        resident: 1000,
        seconds: 1,
    }
}

fn tables() -> Vec<Vec<u8>> {
    vec![vec![1, 2, 3], (0..11).collect()]
}

/// The tables of `file`, a file of `shelf`, checked whole.
fn read(shelf: &Shelf, file: &[u8]) -> Option<Vec<Vec<u8>>> {
    let ranges = shelf.parse(file, true)?;
    Some(ranges.into_iter().map(|r| file[r].to_vec()).collect())
}

/// Each table's bytes.
fn bytes_of(tables: &[Table]) -> Vec<Vec<u8>> {
    tables.iter().map(|t| t.to_vec()).collect()
}

/// The file the shelf writes for `tables`.
fn file_of(shelf: &Shelf, tables: &[Vec<u8>]) -> Vec<u8> {
    let mut bytes = Vec::new();
    shelf.write(tables, &mut bytes).unwrap();
    bytes
}

#[test]
fn the_file_format_is_checked_before_it_is_trusted() {
    let shelf = shelf();
    let bytes = file_of(&shelf, &tables());
    assert_eq!(bytes.len() as u64, shelf.file_len());
    assert_eq!(read(&shelf, &bytes[..]), Some(tables()), "its own file");
    let mut flipped = bytes.clone();
    flipped[bytes.len() / 2] ^= 1;
    assert_eq!(read(&shelf, &flipped[..]), None, "a changed byte");
    assert_eq!(read(&shelf, &bytes[..bytes.len() - 1]), None, "a cut file");
    assert_eq!(read(&shelf, &b""[..]), None);
    let other = Shelf {
        header: "toy tables, version 2\n".into(),
        ..shelf.clone()
    };
    assert_eq!(
        read(&other, &file_of(&other, &tables())[..]),
        Some(tables())
    );
    assert_eq!(
        read(&shelf, &file_of(&other, &tables())[..]),
        None,
        "another version"
    );
    let sizes = Shelf {
        sizes: vec![4, 10],
        ..shelf.clone()
    };
    let moved = vec![vec![1, 2, 3, 0], (1..11).collect()];
    assert_eq!(
        read(&shelf, &file_of(&sizes, &moved)[..]),
        None,
        "other sizes"
    );
}

#[test]
fn tables_are_built_once_then_read_unless_implausible() {
    let dir = scratch("shelf");
    let shelf = shelf();
    let mut builds = 0;
    for _ in 0..2 {
        let (read, note) = shelf
            .load_or_build(
                Some(&dir),
                || {
                    builds += 1;
                    tables()
                },
                |_| true,
            )
            .unwrap();
        assert_eq!((bytes_of(&read), note), (tables(), None));
    }
    assert_eq!(builds, 1, "the second run read the file");
    // Stamped when written: read again without a look at the values.
    let stamped = shelf.load_or_build(Some(&dir), || unreachable!(), |_| unreachable!());
    assert_eq!(bytes_of(&stamped.unwrap().0), tables());
    // Without its stamp the file is checked whole, and implausible tables are built again.
    fs::remove_file(dir.join("toy.table.valid")).unwrap();
    let (_, note) = shelf
        .load_or_build(
            Some(&dir),
            || {
                builds += 1;
                tables()
            },
            |tables| tables[0][0] != 1,
        )
        .unwrap();
    assert_eq!(
        (builds, note),
        (2, None),
        "implausible tables are built again"
    );
    fs::remove_dir_all(dir).ok();
}

#[test]
fn an_unsaved_cache_gives_a_note_that_says_why() {
    let nowhere = Path::new("/proc/no/such/directory");
    let (_, note) = shelf()
        .load_or_build(Some(nowhere), tables, |_| true)
        .unwrap();
    let note = note.expect("a note");
    assert!(
        note.starts_with("note: cannot save the tables as /proc/no/such/directory/")
            && note.contains("PUZZLE_SEARCH_CACHE"),
        "{note}"
    );
}

/// How many times one run from `dir` builds the tables (0 or 1).
fn rebuilds_in(dir: &Path) -> usize {
    let mut rebuilt = 0;
    shelf()
        .load_or_build(
            Some(dir),
            || {
                rebuilt += 1;
                tables()
            },
            |_| true,
        )
        .unwrap();
    rebuilt
}

/// How many of two runs from `dir`, one after the other, build the tables.
fn builds_in(dir: &Path) -> usize {
    let mut builds = 0;
    for _ in 0..2 {
        let mut build = || {
            builds += 1;
            tables()
        };
        let (read, _) = shelf()
            .load_or_build(Some(dir), &mut build, |_| true)
            .unwrap();
        assert_eq!(bytes_of(&read), tables());
    }
    builds
}

#[test]
fn a_cache_others_can_write_is_never_read() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |path: &Path, mode| fs::set_permissions(path, fs::Permissions::from_mode(mode));
    let dir = scratch("trust");
    assert_eq!(builds_in(&dir), 1, "a folder of one's own is used");
    // A folder anyone may write: not read, and not written either.
    mode(&dir, 0o777).unwrap();
    assert_eq!(builds_in(&dir), 2, "a folder anyone may write");
    // A sticky-bit folder, as /tmp: one's own file is read, one others may write is not.
    mode(&dir, 0o1777).unwrap();
    assert_eq!(builds_in(&dir), 0, "one's own file in a sticky-bit folder");
    let file = dir.join(&shelf().name);
    mode(&file, 0o666).unwrap();
    assert_eq!(
        builds_in(&dir),
        1,
        "not read, rewritten, then read by the second run"
    );
    mode(&file, 0o666).unwrap();
    mode(&dir, 0o755).unwrap();
    assert_eq!(rebuilds_in(&dir), 1, "a file others may write is not read");
    fs::remove_dir_all(dir).ok();
}

#[test]
fn a_cache_file_of_another_user_is_never_read() {
    let dir = scratch("owner");
    assert_eq!(builds_in(&dir), 1);
    let file = dir.join(&shelf().name);
    match std::os::unix::fs::chown(&file, Some(12_345), None) {
        Ok(()) => assert_eq!(rebuilds_in(&dir), 1, "another user's file is not read"),
        // Only the superuser gives files away; anyone else's files are their own.
        Err(error) => assert_eq!(error.kind(), io::ErrorKind::PermissionDenied),
    }
    fs::remove_dir_all(dir).ok();
}

#[test]
fn a_link_of_another_user_chooses_no_file() {
    // In a sticky-bit folder others may put a link under a cache file's name, pointing to a
    // file of this user's: the link is theirs, and not followed.
    let dir = scratch("links");
    assert_eq!(builds_in(&dir), 1);
    let (name, mine) = (dir.join(&shelf().name), dir.join("mine"));
    fs::rename(&name, &mine).unwrap();
    std::os::unix::fs::symlink("mine", &name).unwrap();
    assert_eq!(rebuilds_in(&dir), 0, "a link of one's own is followed");
    match std::os::unix::fs::lchown(&name, Some(12_345), None) {
        Ok(()) => assert_eq!(rebuilds_in(&dir), 1, "another user's link is not followed"),
        // Only the superuser gives files away; anyone else's links are their own.
        Err(error) => assert_eq!(error.kind(), io::ErrorKind::PermissionDenied),
    }
    fs::remove_dir_all(dir).ok();
}

#[test]
fn tables_too_large_to_hold_or_build_are_an_error_that_says_so() {
    let huge = Shelf {
        sizes: vec![3, isize::MAX as usize - 8],
        ..shelf()
    };
    let held = huge.load_or_build(None, || unreachable!("not built"), |_| true);
    assert!(held
        .is_err_and(|e| e.starts_with("cannot hold the toy tables (")
            && e.ends_with(" GB): not enough memory")),);
    let costly = Shelf {
        building: isize::MAX as usize,
        ..shelf()
    };
    let built = costly.load_or_build(None, || unreachable!("not built"), |_| true);
    assert_eq!(
        built.unwrap_err(),
        format!(
            "cannot build the toy tables: that takes about {} of memory, more than this \
             process can have",
            megabytes(isize::MAX as usize)
        )
    );
}

#[test]
fn processes_that_ask_at_once_build_the_tables_once() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let dir = scratch("at-once");
    let builds = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..3 {
            scope.spawn(|| {
                let (read, _) = shelf()
                    .load_or_build(
                        Some(&dir),
                        || {
                            builds.fetch_add(1, Ordering::Relaxed);
                            // Long enough that the others look while it builds.
                            std::thread::sleep(std::time::Duration::from_millis(400));
                            tables()
                        },
                        |_| true,
                    )
                    .unwrap();
                assert_eq!(bytes_of(&read), tables());
            });
        }
    });
    assert_eq!(builds.into_inner(), 1, "one build, read by the others");
    fs::remove_dir_all(dir).ok();
}

#[test]
fn a_build_that_dies_is_taken_over_by_one_that_waits() {
    let dir = scratch("taken-over");
    let dying = BuildLock::take(&dir, &shelf().name, |_| unreachable!()).unwrap();
    let waiter = std::thread::spawn({
        let dir = dir.clone();
        move || rebuilds_in(&dir)
    });
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(
        !waiter.is_finished(),
        "it waits while the build is under way"
    );
    // The builder ends without its tables: its lock goes with it.
    drop(dying);
    assert_eq!(waiter.join().unwrap(), 1, "built by the one that waited");
    assert_eq!(rebuilds_in(&dir), 0, "and saved");
    fs::remove_dir_all(dir).ok();
}
