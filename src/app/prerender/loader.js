// Starts the portal's code on a prerendered page (src/app/prerender/document.ts
// writes this file's text, unchanged, at the end of every prerendered page; its
// SHA-256 is in deploy/nginx.conf's script-src, so edit both together).
//
// The page is already drawn: its scripts are asked for once the first paint has
// happened, so they never hold the page back on a slow line. A page rendered
// for someone else (a storage mark or a query the first render reads) is hidden
// and the scripts start at once; the app then draws the visitor's own page. A
// centre shell gets the user's greeting from the session before its first paint.
// Until the app has taken over, a form does not submit by itself (Enter in a
// field would reload the page and lose what was typed).
(function (doc, win) {
  var data = JSON.parse(doc.getElementById('portal-boot').textContent);
  var stale = false;
  var started = false;

  function stored(area, key) {
    try {
      return win[area].getItem(key);
    } catch {
      // Storage switched off: nothing was stored.
      return null;
    }
  }

  // A centre shell fits a tab logged in as the shell's kind of user, with the
  // sidebar open, wider than a phone. The greeting is written as AccountMenu.tsx
  // writes it, so hydration finds the same text.
  function fillCentreShell(centre) {
    var user;
    try {
      user = JSON.parse(stored('sessionStorage', centre.sessionKey));
    } catch {
      return false;
    }
    if (!user || !user.token || user.ident !== centre.userType) return false;
    if ((';' + doc.cookie.replace(/ /g, '') + ';').indexOf(';' + centre.sidebarFoldedCookie + ';') >= 0) return false;
    if (win.matchMedia && win.matchMedia(centre.phoneQuery).matches) return false;
    var greeting = doc.querySelector(centre.greeting);
    if (!greeting) return false;
    var company = user.unitinfo && user.unitinfo.companyName;
    greeting.textContent = '您好，' + (company ? company + ' ' : '') + (user.name || '');
    return true;
  }

  // Asking for a module costs the main thread a few milliseconds: a few at a
  // time, so the page keeps answering input in between.
  function preload(hrefs) {
    hrefs.slice(0, 4).forEach(function (href) {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    });
    if (hrefs.length > 4) {
      setTimeout(function () {
        preload(hrefs.slice(4));
      }, 0);
    }
  }

  // The largest parts of the entry's code run first, one after another: each
  // evaluation is a task of its own instead of one task for everything.
  function run(sources) {
    var script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = sources[0];
    if (sources.length > 1) {
      script.onload = script.onerror = function () {
        run(sources.slice(1));
      };
    }
    doc.head.appendChild(script);
  }

  function start() {
    if (started) return;
    started = true;
    run(data.startup.concat([data.entry]));
    preload(data.preload);
  }

  doc.addEventListener(
    'submit',
    function (event) {
      if (!doc.documentElement.hasAttribute(data.readyAttribute)) event.preventDefault();
    },
    true,
  );

  data.staleMarks.forEach(function (mark) {
    if (stored(mark[0], mark[1]) === mark[2]) stale = true;
  });
  try {
    new URLSearchParams(win.location.search).forEach(function (_value, name) {
      if (data.neutralParams.indexOf(name) < 0) stale = true;
    });
  } catch {
    stale = true;
  }
  if (data.centre && !stale) stale = !fillCentreShell(data.centre);

  if (stale) {
    doc.documentElement.classList.add(data.staleClass);
    start();
  } else if (doc.visibilityState === 'hidden') {
    // A background tab paints nothing until it is shown.
    start();
  } else if (win.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    // Should the paint never be reported, the page still starts.
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})(document, window);
