/** `GET /support/{id}/feed.atom` (under the language prefix): an Atom feed of one resource's versions (decision 057). */
import type { Route } from "./+types/download-feed";
import { resourceFeed } from "~/services/content/downloads/download-feeds.server";
import { feedAnswer } from "../feed-answer.server";

export const loader = (args: Route.LoaderArgs) => feedAnswer(args, (reader) => resourceFeed(args.context.db, args.params.id, reader));
