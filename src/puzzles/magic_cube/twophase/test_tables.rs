//! The databases as the tests of the two-phase solver use them, built once in each metric and
//! cached in the build's scratch folder, `target/tmp`, where the binaries run by the
//! integration tests cache theirs: whichever tests come first build them, the rest read them.

use super::tables::Tables;
use crate::puzzles::magic_cube::metric::Metric;
use crate::tables::Table;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// `target/tmp`, found from this test binary's own path, `target/debug/deps/NAME`.
fn scratch() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?.parent()?.parent()?.join("tmp");
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// The databases in `metric`, from the scratch folder, built there if it has none.
fn loaded(metric: Metric) -> Vec<Table> {
    let (tables, _) = Tables::shelf(metric)
        .load_or_build(
            scratch().as_deref(),
            || Tables::build(metric, 2, |_, _| {}),
            |tables| Tables::plausible(metric, tables),
        )
        .expect("memory for the two-phase tables");
    tables
}

/// The databases in `metric`, once for every test.
pub(super) fn built(metric: Metric) -> &'static [Table] {
    static BUILT: [OnceLock<Vec<Table>>; 2] = [OnceLock::new(), OnceLock::new()];
    BUILT[metric as usize].get_or_init(|| loaded(metric))
}

/// The tables in `metric`, once for every test: read again from the file [`built`] made.
pub(super) fn tables_in(metric: Metric) -> &'static Arc<Tables> {
    static TABLES: [OnceLock<Arc<Tables>>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[metric as usize].get_or_init(|| {
        built(metric);
        let tables = Tables::beside(metric, || Ok(loaded(metric)));
        Arc::new(tables.expect("the tables just built"))
    })
}
