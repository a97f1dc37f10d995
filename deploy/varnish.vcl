# Varnish in front of the site (Debian: varnish and varnish-modules, for xkey), beside or
# instead of nginx (deploy/nginx.conf; docs/operating.md, "A shared cache in front"):
#
#   varnishd -a :80 -f /etc/varnish/site.vcl -s malloc,256m
#
# and on every instance SHARED_CACHE_PURGE_URL=http://<this varnish>/ (SHARED_CACHE_PURGE=varnish).
# The site tells Varnish what to keep: public pages and public API reads carry
# `Cache-Control: public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400`
# and `xkey` naming what they show; a change sends `PURGE` with the keys it touched in
# `xkey-purge`. Anything without keys (personal answers, errors, redirects) is never kept.
vcl 4.1;

import std;
import xkey;

# The instance, or nginx before several (the test replaces the port).
backend origin {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the instances.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Missing xkey-purge"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Signed-in staff (the session cookie) and API clients see what is not public yet.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)session=" || req.url ~ "^/admin(/|\?|$)") {
        return (pass);
    }
    # Served stale for five minutes while fetched anew; while the site is down, for a day.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 300s;
    } else {
        set req.grace = 24h;
    }
    # Other cookies (the language, the theme) change no page but the home page, which says so in Vary.
    return (hash);
}

sub vcl_backend_response {
    # Only what the site names for shared caches is kept.
    if (!beresp.http.xkey || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Kept past its grace for stale-if-error: a day.
    set beresp.grace = 24h;
}

sub vcl_backend_error {
    # The site cannot be reached: a copy in grace is served by vcl_hit; nothing else is kept.
    set beresp.uncacheable = true;
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "HIT";
    } else {
        set resp.http.X-Varnish-Cache = "MISS";
    }
    unset resp.http.xkey;
}
