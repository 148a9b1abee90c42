//! Crossing the border: options and think requests in (read property by
//! property: a deserializer for two small objects cost a fifth of the
//! wasm), views out as JSON text parsed into plain objects (`json.rs`),
//! engine errors out as JS `Error`s with a `kind`.

use js_sys::{Object, Reflect, JSON};
use serde::ser::{Serialize, SerializeMap, Serializer};
use tabuleiro_engine::{Error, MatchOptions, ReplayFault};
use wasm_bindgen::prelude::*;

use crate::json;

/// A JS `Error` with the message.
pub fn error(message: impl AsRef<str>) -> JsValue {
    js_sys::Error::new(message.as_ref()).into()
}

/// A JS `Error` carrying the engine error's message, `kind` and `option`.
pub fn engine_error(e: Error) -> JsValue {
    let js = js_sys::Error::new(&e.message);
    let _ = Reflect::set(&js, &"kind".into(), &e.kind.as_str().into());
    if let Some(option) = e.option {
        let _ = Reflect::set(&js, &"option".into(), &option.into());
    }
    js.into()
}

/// `value` as a plain JS object (arrays, strings, numbers, booleans, null).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let text = json::to_string(value).map_err(|e| error(e.to_string()))?;
    JSON::parse(&text)
}

/// A whole number in `u32`'s range, as JS gives numbers.
fn whole(n: f64) -> Option<u32> {
    (n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n)).then_some(n as u32)
}

/// An option value as the page may give it: `'7'` or `7`. Whole numbers
/// are written without a fraction; others as JavaScript writes them.
fn option_text(name: &str, value: &JsValue) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if let Some(text) = value.as_string() {
        return Ok(Some(text));
    }
    match value.as_f64() {
        Some(n) => Ok(Some(match whole(n) {
            Some(w) => w.to_string(),
            None => value
                .unchecked_ref::<js_sys::Number>()
                .to_string_with_radix(10)
                .map(String::from)?,
        })),
        None => Err(error(format!("options: {name} must be text or a number"))),
    }
}

/// Start options as the page passes them: an object of option values
/// (absent, null or undefined: the defaults; a null or undefined value:
/// that option's default).
pub fn read_options(value: JsValue) -> Result<MatchOptions, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(MatchOptions::new());
    }
    if !value.is_object() {
        return Err(error("options: expected an object like { size: '7' }"));
    }
    let mut options = MatchOptions::new();
    for entry in Object::entries(value.unchecked_ref()) {
        let pair: js_sys::Array = entry.unchecked_into();
        let name = pair.get(0).as_string().unwrap_or_default();
        if let Some(text) = option_text(&name, &pair.get(1))? {
            options.set(&name, text);
        }
    }
    Ok(options)
}

/// The match's start options as `{ name: value }`, sorted by name.
pub struct OptionsOut<'a>(pub &'a MatchOptions);

impl Serialize for OptionsOut<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (name, value) in self.0.iter() {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

#[derive(serde::Serialize)]
struct FaultOut<'a> {
    index: usize,
    #[serde(rename = "move")]
    text: &'a str,
    kind: &'static str,
    message: &'a str,
}

pub fn fault_to_js(fault: &ReplayFault) -> Result<JsValue, JsValue> {
    to_js(&FaultOut {
        index: fault.index,
        text: &fault.text,
        kind: fault.error.kind.as_str(),
        message: &fault.error.message,
    })
}

/// What the worker asks for: a level, or a raw depth and time.
pub struct ThinkIn {
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: Option<f64>,
}

/// A number field of `request`: absent (undefined or null) or a number.
fn number(request: &JsValue, field: &str) -> Result<Option<f64>, JsValue> {
    let value = Reflect::get(request, &field.into())?;
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value
        .as_f64()
        .map(Some)
        .ok_or_else(|| error(format!("think: {field} must be a number")))
}

/// A whole-number field of `request`.
fn count(request: &JsValue, field: &str) -> Result<Option<u32>, JsValue> {
    number(request, field)?
        .map(|n| whole(n).ok_or_else(|| error(format!("think: {field} must be a whole number"))))
        .transpose()
}

/// `{ level }` or `{ depth, timeMs }`, and optionally `seed`.
pub fn read_think(request: &JsValue) -> Result<ThinkIn, JsValue> {
    if !request.is_object() {
        return Err(error("think: expected an object like { level: 3 }"));
    }
    Ok(ThinkIn {
        level: count(request, "level")?,
        depth: count(request, "depth")?,
        time_ms: number(request, "timeMs")?,
        seed: number(request, "seed")?,
    })
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
