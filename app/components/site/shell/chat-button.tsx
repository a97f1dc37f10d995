import { useT } from "~/lib/i18n/translation";
import { MessageCircle } from "lucide-react";
import { chatLink } from "./chat-link";

/** The floating chat-messaging button on every public page. */
export function ChatButton({ chatPhone }: { chatPhone: string }) {
  const t = useT();
  return (
    <a
      href={chatLink(chatPhone)}
      target="_blank"
      rel="noreferrer"
      aria-label={t("chat.button")}
      className="fixed end-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <MessageCircle className="size-7" aria-hidden />
    </a>
  );
}
