//! Crossing the border: options in (strings or numbers), views out as
//! plain objects, engine errors out as JS `Error`s with a `kind`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use tabuleiro_engine::{Error, MatchOptions, ReplayFault};
use wasm_bindgen::prelude::*;

/// A JS `Error` with the message.
pub fn error(message: impl AsRef<str>) -> JsValue {
    js_sys::Error::new(message.as_ref()).into()
}

/// A JS `Error` carrying the engine error's message, `kind` and `option`.
pub fn engine_error(e: Error) -> JsValue {
    let js = js_sys::Error::new(&e.message);
    let _ = js_sys::Reflect::set(&js, &"kind".into(), &e.kind.as_str().into());
    if let Some(option) = e.option {
        let _ = js_sys::Reflect::set(&js, &"option".into(), &option.into());
    }
    js.into()
}

pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| error(e.to_string()))
}

/// An option value as the page may give it: `'7'` or `7`.
#[derive(Deserialize)]
#[serde(untagged)]
enum Text {
    Text(String),
    Number(f64),
}

/// Start options as the page passes them: an object of option values
/// (absent, null or undefined: the defaults).
pub fn read_options(value: JsValue) -> Result<MatchOptions, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(MatchOptions::new());
    }
    let raw: BTreeMap<String, Option<Text>> =
        serde_wasm_bindgen::from_value(value).map_err(|e| error(format!("options: {e}")))?;
    let mut options = MatchOptions::new();
    for (name, value) in raw {
        match value {
            Some(Text::Text(s)) => options.set(&name, s),
            Some(Text::Number(n)) => options.set(&name, n.to_string()),
            None => {}
        }
    }
    Ok(options)
}

pub fn options_map(options: &MatchOptions) -> BTreeMap<String, String> {
    options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[derive(Serialize)]
struct FaultOut<'a> {
    index: usize,
    #[serde(rename = "move")]
    text: &'a str,
    kind: &'static str,
    message: String,
}

pub fn fault_to_js(fault: &ReplayFault) -> Result<JsValue, JsValue> {
    to_js(&FaultOut {
        index: fault.index,
        text: &fault.text,
        kind: fault.error.kind.as_str(),
        message: fault.error.message.clone(),
    })
}

/// What the worker asks for: a level, or a raw depth and time.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ThinkIn {
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: Option<f64>,
}

/// A seed from the platform's secure random source (Web Crypto); a fixed
/// one if that is unavailable, which only makes the weak levels repeat.
pub fn secure_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => 0x5EED,
    }
}
