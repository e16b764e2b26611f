//! Where the cache is ([`cache_dir`]), and which of its folders and files may be read: as ssh
//! treats its keys, only the user's own that no one else can write, since whoever can write the
//! cache could make every later answer wrong.
//!
//! A cache folder that is not the user's own or that others can write, and a cache file that is
//! not the user's own or that others can write, are not used: a note says so once, and the tables
//! are built in memory. (A sticky-bit folder such as `/tmp` is used, but only for the user's own
//! files that others cannot write, reached by no link but the user's own: a link others put under
//! a cache file's name is not followed.) A file the user edits themself stays theirs to answer
//! for: the checks catch a damaged file, not a forged one, and as a last guard no solver gives a
//! solution that does not reach the goal: the sliding boards' search ends only where every tile
//! is home, whatever the tables say, and the cube's solvers replay theirs (`cube 2: the cube's
//! optimal tables gave moves that do not solve the cube: they are damaged`, status 1).

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Where tables are cached, if anywhere (see the module documentation).
pub fn cache_dir() -> Option<PathBuf> {
    let var = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    match std::env::var_os("PUZZLE_SEARCH_CACHE") {
        Some(dir) if dir.is_empty() => None,
        Some(dir) => Some(dir.into()),
        None => var("XDG_CACHE_HOME")
            .or_else(|| var("HOME").map(|home| home.join(".cache")))
            .map(|cache| cache.join("puzzle-search")),
    }
}

/// Who this process runs as: the owner of its `/proc` entry (its effective user).
fn user() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self").ok().map(|meta| meta.uid())
}

/// Whether the cache folder `dir` may be used: it is missing (it is made), or it is owned by
/// this process's user and no one else can write it, or it is a sticky-bit folder (as `/tmp`
/// is), where others can add files but not replace this user's own, which
/// `CacheFile::open` then reads alone. Otherwise a note is said, once: whoever can write
/// the cache could make every later answer wrong.
pub fn trusted_dir(dir: &Path) -> bool {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let Ok(meta) = fs::metadata(dir) else {
        return true;
    };
    let mode = meta.permissions().mode();
    let (owned, shared) = (Some(meta.uid()) == user(), mode & 0o022 != 0);
    if meta.is_dir() && (owned && !shared || mode & 0o1000 != 0) {
        return true;
    }
    distrust(
        dir,
        &format!("owned by user {} with mode {:o}", meta.uid(), mode & 0o7777),
    );
    false
}

/// Whether the cache file `meta` describes may be read: a file of this process's user that no
/// one else can write.
pub fn trusted_file(path: &Path, meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let mode = meta.permissions().mode();
    if Some(meta.uid()) == user() && mode & 0o022 == 0 {
        return true;
    }
    distrust(
        path,
        &format!("owned by user {} with mode {:o}", meta.uid(), mode & 0o7777),
    );
    false
}

/// Whether every symbolic link on the way from `path` to the file it names is this user's. In a
/// sticky-bit folder others may add a link of their own under a cache file's name, pointing to
/// a file of this user's, which would then choose what is read; where the name is this user's,
/// no one else can replace it. Links are followed 40 deep, as the system does; `false` for a
/// name that is missing or a loop.
pub fn own_links(path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let mut at = path.to_path_buf();
    for _ in 0..=40 {
        let Ok(meta) = fs::symlink_metadata(&at) else {
            return false;
        };
        if !meta.file_type().is_symlink() {
            return true;
        }
        if Some(meta.uid()) != user() {
            distrust(&at, &format!("a link owned by user {}", meta.uid()));
            return false;
        }
        let Ok(target) = fs::read_link(&at) else {
            return false;
        };
        // A relative target is read from the link's folder; an absolute one replaces it.
        at = at.parent().unwrap_or(Path::new("")).join(target);
    }
    false
}

/// Says, once in a run, that the cache at `path` is not used, and why.
fn distrust(path: &Path, why: &str) {
    static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if !SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
        let _ = writeln!(
            io::stderr().lock(),
            "note: the table cache {} is not used, as others could have written it ({why}): \
             tables are built in memory",
            path.display()
        );
    }
}
