//! Fuzz target `cli_args`: the CLI's argument reader on any command line
//! (arguments separated by zero bytes). The reader and its check are the
//! CLI's own files, compiled in here by path since the CLI is a binary.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/cli/src/args.rs"]
#[allow(dead_code)]
mod args;
#[path = "../../crates/cli/src/args_check.rs"]
mod args_check;

fuzz_target!(|data: &[u8]| {
    if let Err(what) = args_check::check(&args_check::argv_from_bytes(data)) {
        panic!("cli_args: {what}");
    }
});
