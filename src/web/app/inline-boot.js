/*
 * The page's one inline script (ADR 0601, 0605), written into index.html's head by the build (vite.config.ts,
 * which puts the entry's address in place of __ENTRY__); the server's CSP allows it by its hash. Plain old
 * JavaScript: it runs before anything else, in any browser. No line comments: the build joins its lines.
 *
 * 1. A step opened with no order saved in this browser (docs/customer-flow.md 3: localStorage currentOrderId) is
 *    left before it paints, for the step docs/customer-flow.md decision 14 sends such a customer to (app/paths.ts, put in place of
 *    __MISSING_ORDER__ by the build). That page learns it through sessionStorage: it takes React Router's
 *    history state { missingOrder: true } (use-current-order.ts), so it shows and does not send them on,
 *    and the app says 'No active order found' once. Without storage the app does all this itself, later.
 * 2. Taps on buttons that React has not taken over yet are kept, not lost: the button would do nothing yet (and
 *    a form's button would submit natively). Each is pressed again as soon as React has that button (its
 *    props are on the element), however late its part of the page hydrates; a tap repeated on the same
 *    button while it waits counts once. A tap on a button React already has is React's alone. The keeping
 *    never stops, so no tap falls between the app's start and the hydration of the screen inside it.
 * 3. The app's script is asked for once the HTML has painted, on a timer too for a tab opened in the
 *    background: the paint never waits for it, and it does not share the weak signal with the page. Where
 *    the browser reports it, "painted" is its first largest-contentful-paint entry, which comes once the
 *    frame is shown; a frame callback alone could ask before that (ADR 0605).
 */
/* global document, requestAnimationFrame, location, history, __MISSING_ORDER__ */
(function () {
  var missing = __MISSING_ORDER__;
  try {
    var here = location.pathname.replace(/\/+$/, '') || '/'; /* as routePath (paths.ts) */
    if (sessionStorage.getItem(missing.key) === here) {
      history.replaceState({ usr: { missingOrder: true }, key: 'default', idx: 0 }, '');
    }
    var sentHere = history.state && history.state.usr && history.state.usr.missingOrder;
    var target = missing.redirects[here];
    if (target && !sentHere && !localStorage.getItem('currentOrderId')) {
      sessionStorage.setItem(missing.key, target);
      location.replace(target);
      return;
    }
  } catch {
    /* storage blocked: the app redirects once it runs */
  }
  var waiting = [];
  function hydrated(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  function pressOnceHydrated(button) {
    var deadline = Date.now() + 10000;
    function check() {
      if (button.isConnected && hydrated(button)) {
        waiting.splice(waiting.indexOf(button), 1);
        button.click();
      } else if (button.isConnected && Date.now() < deadline) {
        setTimeout(check, 16);
      } else {
        waiting.splice(waiting.indexOf(button), 1);
      }
    }
    check();
  }
  function keep(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || hydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (waiting.indexOf(button) !== -1) return;
    waiting.push(button);
    pressOnceHydrated(button);
  }
  document.addEventListener('click', keep, true);
  var loading = false;
  function load() {
    if (loading) return;
    loading = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = '__ENTRY__';
    document.head.appendChild(script);
  }
  try {
    new PerformanceObserver(load).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(load);
    });
  }
  setTimeout(load, 200);
})();
