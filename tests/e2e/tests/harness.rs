//! The harness tested on its own, in every browser, against a stand-in
//! page written into a temporary folder (tests/e2e/fixtures/): the server,
//! the drivers, drags and clicks, the checks, and the Achi scenarios
//! themselves on a page that follows the DOM contract.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{achi, fixture, selftest};

fn main() -> ExitCode {
    let site = fixture::write_site();
    let mut scenarios = selftest::scenarios();
    scenarios.extend(achi::scenarios("fixture_"));
    let code = run_main(Suite {
        title: "the e2e harness against its fixture page",
        site: site.clone(),
        scenarios,
    });
    if let Ok(dir) = site {
        fixture::remove_site(&dir);
    }
    code
}
