/** `GET /security/feed.atom` (under the language prefix): an Atom feed of the published security advisories (decision 059). */
import type { Route } from "./+types/security-feed";
import { advisoryFeed } from "~/services/content/security/advisory-feed.server";
import { feedAnswer } from "../feed-answer.server";

export const loader = (args: Route.LoaderArgs) => feedAnswer(args, (reader) => advisoryFeed(args.context.db, reader));
