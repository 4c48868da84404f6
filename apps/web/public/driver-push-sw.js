// The driver's offers on a locked phone (imported by driver-sw.js): a Web Push from the server becomes a
// notification, an offer that ended replaces or closes it, and a tap opens the offer in the driver app.
// The words come from the app itself (i18next, in the driver's language), which keeps them in this cache
// each time it opens (src/driver/push-notifications.ts): the worker has no translations of its own.
const PUSH_TEXTS_CACHE = "hitch-driver-push-texts";
const PUSH_TEXTS_URL = "/driver/push-texts.json";

async function pushTexts() {
  const cached = await caches.open(PUSH_TEXTS_CACHE).then((cache) => cache.match(PUSH_TEXTS_URL));
  return cached ? cached.json() : null;
}

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);

function offerNotification(texts, offer) {
  const deadline = new Date(offer.expiresAt);
  const time = new Intl.DateTimeFormat(texts?.language ?? undefined, { hour: "2-digit", minute: "2-digit" }).format(
    deadline,
  );
  const km = (offer.distanceMeters / 1000).toFixed(1);
  const incident = texts?.incidents?.[offer.incidentType] ?? texts?.incidents?.OTHER ?? "";
  return {
    title: (offer.handOver ? texts?.handOverTitle : texts?.offerTitle) ?? "Hitch",
    options: {
      body: texts ? fill(texts.offerBody, { incident, km, time }) : `${km} km · ${time}`,
      tag: `offer-${offer.offerId}`,
      renotify: true,
      requireInteraction: true,
      // The deadline, not the arrival: the phone's "in 2 min" under the title counts down to it.
      timestamp: deadline.getTime(),
      vibrate: [300, 150, 300, 150, 300],
      icon: "/favicon.svg",
      data: { offerId: offer.offerId, expiresAt: offer.expiresAt, url: `/driver#offer-${offer.offerId}` },
    },
  };
}

/** Notifications of offers whose time ran out go, whatever else arrives. */
async function closeLapsed() {
  const shown = await self.registration.getNotifications();
  for (const n of shown) if (n.data?.expiresAt && Date.parse(n.data.expiresAt) <= Date.now()) n.close();
}

async function onPush(message) {
  const texts = await pushTexts();
  await closeLapsed();
  if (message.type === "OFFER") {
    const { title, options } = offerNotification(texts, message);
    return self.registration.showNotification(title, options);
  }
  if (message.type === "OFFER_CLOSED") {
    const tag = `offer-${message.offerId}`;
    const shown = await self.registration.getNotifications({ tag });
    shown.forEach((n) => n.close());
    // The driver answered it in the app: nothing to say. Otherwise the offer's notice says why it went.
    if (message.reason === "ANSWERED" || shown.length === 0 || !texts) return;
    return self.registration.showNotification(texts.closedTitle, {
      body: texts.closed[message.reason] ?? texts.closed.WITHDRAWN,
      tag,
      silent: true,
      icon: "/favicon.svg",
      data: { url: "/driver" },
    });
  }
}

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (message) event.waitUntil(onPush(message));
});

/** Brings the driver app to the offer: the open window goes to the offer's anchor, or a new one opens there. */
async function openFromNotification(notification) {
  const url = notification.data?.url ?? "/driver";
  notification.close();
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).pathname.startsWith("/driver"));
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus().catch(() => open);
  return focused.navigate(url).catch(() => focused);
}

self.addEventListener("notificationclick", (event) => {
  const opening = openFromNotification(event.notification);
  // A browser's own click lets the worker live until the app is open; an event made by a test cannot wait.
  if (event.isTrusted) event.waitUntil(opening);
});
