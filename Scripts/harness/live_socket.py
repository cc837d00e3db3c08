"""A minimal client of the host's live channel over a WebSocket (RFC 6455), on a raw socket:
enough to open thousands of tabs' channels from one process and read what the server sends,
without a browser. Used by the reliability suites and the live-load benchmarks."""

import base64
import json
import os
import socket
import struct


def _masked_text(payload: bytes) -> bytes:
    mask = os.urandom(4)
    header = bytes([0x81])
    if len(payload) < 126:
        header += bytes([0x80 | len(payload)])
    else:
        header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
    return header + mask + bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))


class LiveSocket:
    """One tab's live channel: `/_live<location>`, the hello with `version`, then messages."""

    def __init__(self, port: int, location: str, version: str = "", timeout: float = 30, connect: bool = True):
        self.port = port
        self.location = location
        self.version = version
        self.timeout = timeout
        self.sock: socket.socket | None = None
        self.buffer = b""
        if connect:
            self.connect()

    def connect(self) -> None:
        """Opens the connection and sends the upgrade and the hello (does not wait for replies)."""
        self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET /_live{self.location} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
            f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            f"Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{self.port}\r\n\r\n"
        )
        hello = json.dumps({"v": self.version} if self.version else {}).encode()
        self.sock.sendall(request.encode() + _masked_text(hello))

    def fileno(self) -> int:
        return self.sock.fileno()

    def _read_response_head(self) -> None:
        while b"\r\n\r\n" not in self.buffer:
            self._receive()
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 101"):
            raise ConnectionError(f"upgrade refused: {head[:200]!r}")
        self.upgraded = True

    def _receive(self) -> None:
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise ConnectionError(f"{self.location}: the server closed the connection")
        self.buffer += chunk

    def pending_message(self) -> dict | None:
        """The next complete message already received, or None; answers pings; raises on close."""
        if not getattr(self, "upgraded", False):
            if b"\r\n\r\n" not in self.buffer:
                return None
            self._read_response_head()
        while len(self.buffer) >= 2:
            opcode = self.buffer[0] & 0x0F
            length = self.buffer[1] & 0x7F
            offset = 2
            if length == 126:
                if len(self.buffer) < 4:
                    return None
                length = struct.unpack("!H", self.buffer[2:4])[0]
                offset = 4
            elif length == 127:
                if len(self.buffer) < 10:
                    return None
                length = struct.unpack("!Q", self.buffer[2:10])[0]
                offset = 10
            if len(self.buffer) < offset + length:
                return None
            payload = self.buffer[offset : offset + length]
            self.buffer = self.buffer[offset + length :]
            if opcode == 0x1:
                message = self.decode(payload)
                self.version = message.get("v", self.version)
                return message
            if opcode == 0x8:
                raise ConnectionError(f"{self.location}: the server closed the channel")
            if opcode == 0x9:  # ping: the server drops a tab that never answers
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
        return None

    def decode(self, payload: bytes) -> dict:
        """A text message's JSON; a subclass may read less of it (a load client with many tabs)."""
        return json.loads(payload)

    def pump(self) -> dict | None:
        """Reads what is available (the socket must be readable) and returns a message if complete."""
        self._receive()
        return self.pending_message()

    def next_message(self) -> dict:
        """Blocks until the next message."""
        while True:
            message = self.pending_message()
            if message is not None:
                return message
            self._receive()

    def close(self) -> None:
        if self.sock:
            self.sock.close()
            self.sock = None
