//! The search's clock in the browser: `performance.now()` of the page or
//! the worker (monotonic, unlike the wall clock), found once.

use wasm_bindgen::JsCast;

thread_local! {
    static PERFORMANCE: Option<web_sys::Performance> =
        js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
}

/// Milliseconds on a monotonic clock (the wall clock where there is none).
pub fn now_ms() -> f64 {
    PERFORMANCE.with(|p| p.as_ref().map_or_else(js_sys::Date::now, |p| p.now()))
}
