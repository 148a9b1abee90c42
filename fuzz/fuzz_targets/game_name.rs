//! Fuzz target `game_name`: the body is `tabuleiro_check::targets::game_name`, which
//! the corpus replay in `cargo test` runs too; a failure is a panic here.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(what) = tabuleiro_check::targets::game_name(data) {
        panic!("game_name: {what}");
    }
});
