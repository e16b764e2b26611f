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

/// What is wrong with the file map in `lib` (the text of `src/lib.rs`) against the tree at
/// `root`: each path it names that is not there, and each source file under `src` (Rust or
/// C++) that it does not name, itself or through a folder whose files it leaves unnamed.
fn map_faults(lib: &str, root: &Path) -> Vec<String> {
    let doc: Vec<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line))
        .collect();
    let start = doc.iter().position(|l| *l == "```text").expect("the map") + 1;
    let end = start + doc[start..].iter().position(|l| *l == "```").unwrap();
    // Each entry: its path, and whether it is a folder. A line indented past any name goes on
    // the line before; a name's depth is its indentation, two spaces a level.
    let mut entries: Vec<(String, bool)> = Vec::new();
    let mut folders: Vec<String> = Vec::new();
    for line in &doc[start..end] {
        let indent = line.len() - line.trim_start().len();
        let Some(name) = line.split_whitespace().next().filter(|_| indent < 20) else {
            continue;
        };
        folders.truncate(indent / 2);
        let path = format!("{}{name}", folders.concat());
        if name.ends_with('/') {
            folders.push(name.to_string());
        }
        entries.push((path.trim_end_matches('/').to_string(), name.ends_with('/')));
    }
    let mut faults = Vec::new();
    for (path, _) in entries.iter().filter(|(path, _)| !path.contains('<')) {
        if !root.join(path).exists() {
            faults.push(format!("{path} is named but not there"));
        }
    }
    // A folder with nothing named in it stands for all its files.
    let leaves: Vec<&String> = entries
        .iter()
        .filter(|(folder, is_folder)| {
            *is_folder
                && !entries
                    .iter()
                    .any(|(p, _)| p.starts_with(&format!("{folder}/")))
        })
        .map(|(folder, _)| folder)
        .collect();
    let mut sources = Vec::new();
    fn walk(dir: &Path, into: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            match path.is_dir() {
                true => walk(&path, into),
                false => into.push(path),
            }
        }
    }
    walk(&root.join("src"), &mut sources);
    for file in sources {
        if !file.extension().is_some_and(|e| e == "rs" || e == "cpp") {
            continue;
        }
        let path = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let named = entries
            .iter()
            .any(|(p, is_folder)| !is_folder && *p == path);
        let under = leaves
            .iter()
            .any(|folder| path.starts_with(&format!("{folder}/")));
        if !named && !under {
            faults.push(format!("{path} is not in the map"));
        }
    }
    faults.sort();
    faults
}

#[test]
fn lib_rs_maps_every_source_file_and_names_none_that_is_not_there() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    assert_eq!(map_faults(&lib, root), Vec::<String>::new());
    // A stale line, and a line left out, are both found.
    let planted = lib.replacen(
        "//!   rng.rs ",
        "//!   gone.rs                    a file that is not there\n//!   rng.rs ",
        1,
    );
    assert_eq!(
        map_faults(&planted, root),
        ["src/gone.rs is named but not there"]
    );
    let rng = lib
        .lines()
        .find(|l| l.starts_with("//!   rng.rs "))
        .unwrap();
    let missing = lib.replacen(&format!("{rng}\n"), "", 1);
    assert_eq!(map_faults(&missing, root), ["src/rng.rs is not in the map"]);
}

/// The layers `lib` (the text of `src/lib.rs`) states, first the highest: each numbered item's
/// modules, as its links name them.
fn stated_layers(lib: &str) -> Vec<Vec<String>> {
    let mut layers: Vec<Vec<String>> = Vec::new();
    for line in lib.lines().filter_map(|line| line.strip_prefix("//! ")) {
        let numbered = line
            .split_once(". ")
            .is_some_and(|(n, _)| n.parse::<u32>().is_ok());
        if numbered {
            layers.push(Vec::new());
        } else if !line.starts_with("   ") {
            continue;
        }
        let Some(layer) = layers.last_mut() else {
            continue;
        };
        let links = line
            .split("[`")
            .skip(1)
            .filter_map(|rest| rest.split_once("`]"));
        layer.extend(
            links
                .map(|(name, _)| name.to_string())
                .filter(|n| !n.contains("::")),
        );
    }
    layers
}

/// Each use, between the crate's top modules, of a module that `layers` put higher.
fn imports_upward(modules: &BTreeMap<Module, String>, layers: &[Vec<String>]) -> Vec<String> {
    let layer = |name: &str| layers.iter().position(|l| l.iter().any(|n| n == name));
    let mut upward = Vec::new();
    for (from, to) in edges_at(modules, 1)
        .into_iter()
        .flat_map(|(from, tos)| tos.into_iter().map(move |to| (from.clone(), to)))
    {
        let (Some(from), Some(to)) = (from.first(), to.first()) else {
            continue;
        };
        let (a, b) = (layer(from), layer(to));
        assert!(a.is_some() && b.is_some(), "{from} or {to} is in no layer");
        if b <= a {
            upward.push(format!("{from} uses {to}"));
        }
    }
    upward
}

#[test]
fn every_import_goes_down_the_layers_lib_rs_states() {
    let lib =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let layers = stated_layers(&lib);
    assert_eq!(
        layers.first().map(Vec::len),
        Some(0),
        "the binaries first: {layers:?}"
    );
    assert!(layers.len() > 5, "{layers:?}");
    let modules = modules();
    assert_eq!(imports_upward(&modules, &layers), Vec::<String>::new());
    // The layers stated the other way round: every import found going up.
    let reversed: Vec<Vec<String>> = layers.iter().rev().cloned().collect();
    assert!(imports_upward(&modules, &reversed).contains(&"puzzles uses judge".to_string()));
}
