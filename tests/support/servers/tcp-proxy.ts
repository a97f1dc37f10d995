/**
 * A TCP proxy on 127.0.0.1 that can go silent, as a network does when a link drops: while
 * frozen it forwards nothing either way and closes nothing, so that only a peer's own checks can
 * tell; thawed, the connections from before are gone (as after a real cut) and new ones pass.
 */
import net from "node:net";

export type TcpProxy = { port: number; freeze(): void; thaw(): void; close(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    keep(client);
    if (frozen) return;
    const upstream = net.connect(target);
    keep(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    thaw: () => {
      frozen = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
