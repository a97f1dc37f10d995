/** `GET /support/firmware/feed.atom` (under the language prefix): an Atom feed of the newest firmware versions of every resource (decision 057). */
import type { Route } from "./+types/firmware-feed";
import { firmwareFeed } from "~/services/content/downloads/download-feeds.server";
import { feedAnswer } from "../feed-answer.server";

export const loader = (args: Route.LoaderArgs) => feedAnswer(args, (reader) => firmwareFeed(args.context.db, reader));
