"""Which `Host` and `Origin` headers the dashboard answers.

A browser page can make requests to any address; what tells our own pages from another site's is
the `Origin` it sends, and what tells our own name from an attacker's name resolving to us (DNS
rebinding) is the `Host`. Accepted host names: localhost, 127.0.0.1, [::1], the address the server
is bound to, and the names given with `referee serve --allow-host`. Bound to every interface
(0.0.0.0 or ::), any IP address is accepted too: an address typed as digits cannot be rebound.
An `Origin` must name an accepted host with the same port as the request's `Host` (another port on
localhost is another site's page).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

LOCAL_NAMES = ("localhost", "127.0.0.1", "::1")
WILDCARDS = ("0.0.0.0", "::", "")
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def split_host(value: str, scheme: str = "http") -> tuple[str, int] | None:
    """`Host` header → (lower-case name without brackets, port), or None when malformed."""
    try:
        parts = urlsplit(f"{scheme}://{value}")
        name, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not name or parts.path or parts.query or parts.username is not None:
        return None
    return name, port or DEFAULT_PORTS.get(scheme, 80)


@dataclass(frozen=True)
class HostPolicy:
    names: frozenset[str]
    any_ip: bool = False

    @classmethod
    def of(cls, bound: str, allowed: tuple[str, ...] = ()) -> HostPolicy:
        """The policy of a server bound to `bound`, with extra names `allowed`."""
        bound = bound.strip("[]").lower()
        names = {*LOCAL_NAMES, *(name.strip("[]").lower() for name in allowed)}
        if bound not in WILDCARDS:
            names.add(bound)
        return cls(frozenset(names), any_ip=bound in WILDCARDS)

    def name_ok(self, name: str) -> bool:
        return name in self.names or (self.any_ip and _is_ip(name))

    def host_ok(self, host: str | None, scheme: str = "http") -> bool:
        split = split_host(host or "", scheme)
        return split is not None and self.name_ok(split[0])

    def origin_ok(self, origin: str, host: str | None, scheme: str = "http") -> bool:
        """Whether a page at `origin` is this server's own page (the request came to `host`)."""
        try:
            parts = urlsplit(origin)
            name, port = parts.hostname, parts.port or DEFAULT_PORTS.get(parts.scheme)
        except ValueError:
            return False
        target = split_host(host or "", scheme)
        return (parts.scheme in ("http", "https") and name is not None and target is not None
                and self.name_ok(name) and port == target[1])
