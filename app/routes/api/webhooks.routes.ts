/** The webhooks' calls (admin only, docs/decisions/065-webhooks.md): endpoints, their secrets, their deliveries. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const webhooksApiRoutes: RouteConfigEntry[] = [
  route("api/webhooks", "routes/api/webhooks/collection.ts"),
  route("api/webhooks/:id", "routes/api/webhooks/item.ts"),
  route("api/webhooks/:id/secret", "routes/api/webhooks/secret.ts"),
  route("api/webhooks/:id/test", "routes/api/webhooks/test-delivery.ts"),
  route("api/webhooks/:id/deliveries", "routes/api/webhooks/deliveries.ts"),
  route("api/webhooks/:id/deliveries/:deliveryId/redeliver", "routes/api/webhooks/redelivery.ts"),
];
