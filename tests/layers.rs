//! The crate's modules stand in layers: no file reaches, through the paths it names, a file
//! that names it back. Read from the sources' own `use` lines and `crate::`/`super::` paths (a
//! file's tests left out, since they may use anything), so that a circle fails here, naming
//! its files, before anyone has to find it by reading. And no source file, the tests' own
//! included, passes 600 lines: one a reader can hold in mind.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path in the crate: `["judge", "cli"]`; the crate root is empty.
type Module = Vec<String>;

/// The Rust files under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, into: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, into);
            } else if path.extension().is_some_and(|e| e == "rs") {
                into.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, &mut files);
    files
}

/// Every module file under `src` but the binaries and the build script, with its text before
/// its tests.
fn modules() -> BTreeMap<Module, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_files(&src);
    let mut modules = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap().with_extension("");
        let mut module: Module = relative
            .iter()
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        if module[0] == "bin" || module == ["build"] {
            continue;
        }
        if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
            module.pop();
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let before_tests = text.split("#[cfg(test)]").next().unwrap();
        let code: Vec<&str> = before_tests
            .lines()
            .map(|line| line.split("//").next().unwrap())
            .collect();
        modules.insert(module, code.join("\n"));
    }
    modules
}

/// The paths `code` names from `crate` or `super`, each `use` tree spread into its leaves:
/// `use crate::a::{b, c::d}` names `crate::a::b` and `crate::a::c::d`.
fn paths(code: &str) -> Vec<String> {
    // A use tree's leaves, each with `prefix` before it.
    fn spread(tree: &str, prefix: &str, into: &mut Vec<String>) {
        let tree = tree.trim();
        let Some(open) = tree.find('{') else {
            let name = tree.split(" as ").next().unwrap();
            into.push(format!("{prefix}{}", name.replace(' ', "")));
            return;
        };
        let head = format!("{prefix}{}", tree[..open].replace(' ', ""));
        let inner = &tree[open + 1..tree.rfind('}').unwrap()];
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    spread(&inner[start..i], &head, into);
                    start = i + 1;
                }
                _ => {}
            }
        }
        if !inner[start..].trim().is_empty() {
            spread(&inner[start..], &head, into);
        }
    }
    let mut found = Vec::new();
    for statement in code.split(';') {
        let words: Vec<&str> = statement.split_whitespace().collect();
        // A `use` that begins the statement after any block, attribute or `pub`.
        let begins = |at: usize| {
            let after_block = words[..at]
                .iter()
                .rposition(|w| w.ends_with(['{', '}', ']']))
                .map_or(0, |b| b + 1);
            words[after_block..at].iter().all(|w| w.starts_with("pub"))
        };
        match (0..words.len()).find(|&at| words[at] == "use" && begins(at)) {
            Some(at) => spread(&words[at + 1..].join(" "), "", &mut found),
            // Paths written out in the code: `crate::parallel::spawn(…)`.
            None => {
                for start in ["crate::", "super::"] {
                    for (at, _) in statement.match_indices(start) {
                        let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
                        let rest = &statement[at..];
                        found.push(rest[..rest.find(|c| !word(c)).unwrap_or(rest.len())].into());
                    }
                }
            }
        }
    }
    found
}

/// The module file `path`, named in `from`, leads to: the longest of its prefixes that is a
/// module; `None` for a path outside the crate or the file itself or one of its parents.
fn target(modules: &BTreeMap<Module, String>, from: &Module, path: &str) -> Option<Module> {
    let mut parts = path.split("::").filter(|p| !p.is_empty()).peekable();
    let mut at: Module = match parts.peek().copied() {
        Some("crate") => Vec::new(),
        Some("super" | "self") => from.clone(),
        _ => return None,
    };
    let mut best = None;
    for part in parts {
        match part {
            "crate" | "self" => {}
            "super" => {
                at.pop();
            }
            name => {
                at.push(name.to_string());
                if !modules.contains_key(&at) {
                    break;
                }
                best = Some(at.clone());
            }
        }
    }
    best.filter(|module| !from.starts_with(module))
}

/// A circle in `edges`, as the modules along it, the first again at its end.
fn circle(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    // Depth first from every module, `path` the modules being visited.
    fn visit(
        module: &Module,
        edges: &BTreeMap<Module, BTreeSet<Module>>,
        path: &mut Vec<Module>,
        done: &mut BTreeSet<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            return Some([&path[at..], std::slice::from_ref(module)].concat());
        }
        if done.contains(module) {
            return None;
        }
        path.push(module.clone());
        for next in edges.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(module.clone());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|module| visit(module, edges, &mut Vec::new(), &mut done))
}

/// Each module's edges to the modules it names, every module cut to its first `depth` parts:
/// with depth 1 the crate's top layers (`judge`, `puzzles`, `tables`, …), deeper the folders
/// within them, and at the deepest the files themselves. An edge into the module itself or
/// into one of its parents (a file using what its folder's `mod.rs` gathers) is left out.
fn edges_at(
    modules: &BTreeMap<Module, String>,
    depth: usize,
) -> BTreeMap<Module, BTreeSet<Module>> {
    let cut = |m: &Module| m[..m.len().min(depth)].to_vec();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, code) in modules {
        let from = cut(module);
        for path in paths(code) {
            if let Some(to) = target(modules, module, &path).map(|to| cut(&to)) {
                if !from.starts_with(&to) {
                    edges.entry(from.clone()).or_default().insert(to);
                }
            }
        }
    }
    edges
}

#[test]
fn no_module_names_a_module_that_names_it_back() {
    let modules = modules();
    assert!(modules.len() > 50, "the sources are found");
    let deepest = modules.keys().map(Vec::len).max().unwrap();
    for depth in 1..=deepest {
        if let Some(circle) = circle(&edges_at(&modules, depth)) {
            let names: Vec<String> = circle.iter().map(|m| m.join("::")).collect();
            panic!("a circle of imports: {}", names.join(" → "));
        }
    }
}

#[test]
fn no_source_file_passes_600_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in rust_files(&root.join("src"))
        .into_iter()
        .chain(rust_files(&root.join("tests")))
    {
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        assert!(lines <= 600, "{}: {lines} lines", file.display());
    }
}

#[test]
fn a_circle_is_found_from_use_trees_and_written_paths() {
    let code = "use crate::a::{b, c::{d, e as f}};\nfn g() { crate::h::i(); super::j::k }";
    assert_eq!(
        paths(code),
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "crate::h::i",
            "super::j::k"
        ]
    );
}
