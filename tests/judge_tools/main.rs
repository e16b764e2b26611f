//! The shared tooling of every binary: flags, `--gen`, `--check`, and hardened input handling.

#[path = "../common/mod.rs"]
mod common;

use common::{run_with, solve};
use std::path::{Path, PathBuf};
use std::process::Stdio;

mod bad_input;
mod check;
mod cli;
mod gen;
mod packages;
mod polygon;
mod progress;
mod show;
mod systems;
mod validating;

const ROTATION: &str = env!("CARGO_BIN_EXE_rotation-game");
const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");
const FOUR: &str = env!("CARGO_BIN_EXE_four-in-a-row");
const CUBE: &str = env!("CARGO_BIN_EXE_magic-cube");

/// Each binary with its name and what it calls a case.
const BINARIES: [(&str, &str, &str); 4] = [
    (ROTATION, "rotation-game", "case"),
    (EIGHT, "eight-puzzle", "puzzle"),
    (FOUR, "four-in-a-row", "board"),
    (CUBE, "magic-cube", "cube"),
];

fn run_args(exe: &str, args: &[&str]) -> (i32, String, String) {
    let output = run_with(exe, args, b"");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code().expect("an exit status, not a signal"),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The answers in `output`, one string per case, for the binary `name`.
fn answers(name: &str, output: &str) -> Vec<String> {
    let mut lines = output.lines();
    let mut answers = Vec::new();
    while let Some(first) = lines.next() {
        let more = match name {
            "rotation-game" => 1,
            "magic-cube" => first.parse::<usize>().unwrap_or(0),
            _ => 0,
        };
        let answer: Vec<&str> = std::iter::once(first)
            .chain(lines.by_ref().take(more))
            .collect();
        answers.push(answer.join("\n") + "\n");
    }
    answers
}

fn sample(name: &str, n: usize) -> String {
    common::sample_file(name, &format!("sample-{n}.in")).expect("a sample")
}
