import { describe, expect, it } from "vitest";
import { parseIpv4, parseIpv6, refuseTarget } from "./target-safety";

const refuse = (url: string, ports?: number[]) => refuseTarget(new URL(url), ports ? { ports } : undefined);

describe("refuseTarget: public websites are fetched", () => {
  it.each([
    "https://example.com/",
    "http://example.com/page?q=1",
    "https://www.acme-plumbing.co.uk/services/",
    "http://example.com:80/",
    "https://example.com:443/",
    "https://EXAMPLE.com./",
    "https://xn--bcher-kva.de/",
    "http://93.184.216.34/",
    "https://[2606:4700:4700::1111]/",
    "https://[2002:5db8:d822::1]/",
    "https://[64:ff9b::5db8:d822]/",
  ])("%s", (url) => {
    expect(refuse(url)).toBeNull();
  });
});

describe("refuseTarget: refused, case by case", () => {
  it.each([
    // Scheme, credentials, ports
    ["ftp://example.com/", /only http and https/],
    ["file:///etc/passwd", /only http and https/],
    ["javascript:alert(1)", /only http and https/],
    ["data:text/html,hi", /only http and https/],
    ["https://user@example.com/", /username or password/],
    ["https://user:secret@example.com/", /username or password/],
    ["https://:secret@example.com/", /username or password/],
    ["http://example.com:8080/", /standard ports/],
    ["https://example.com:80/", /standard ports/],
    ["http://example.com:443/", /standard ports/],
    ["http://example.com:22/", /standard ports/],
    // Names
    ["http://localhost/", /localhost/],
    ["http://localhost./", /localhost/],
    ["http://LOCALHOST/", /localhost/],
    ["http://app.localhost/", /localhost/],
    ["http://printer.local/", /\.local\b/],
    ["http://metadata.google.internal/", /\.internal/],
    ["http://router.home.arpa/", /home\.arpa/],
    ["http://intranet/", /intranet/],
    ["http://fileserver/", /single-label/],
    ["http://foo.lan/", /\.lan/],
    ["http://site.test/", /\.test/],
    // IPv4, canonical and odd forms (the URL parser turns the odd ones into dotted decimal)
    ["http://127.0.0.1/", /loopback/],
    ["http://127.255.255.254/", /loopback/],
    ["http://2130706433/", /loopback/],
    ["http://0177.0.0.1/", /loopback/],
    ["http://0x7f.1/", /loopback/],
    ["http://0x7f000001/", /loopback/],
    ["http://127.1/", /loopback/],
    ["http://127.0.1/", /loopback/],
    ["http://017700000001/", /loopback/],
    ["http://127.0.0.1./", /loopback/],
    ["http://0.0.0.0/", /0\.0\.0\.0\/8/],
    ["http://0/", /0\.0\.0\.0\/8/],
    ["http://10.0.0.1/", /10\.0\.0\.0\/8/],
    ["http://10.255.255.255/", /10\.0\.0\.0\/8/],
    ["http://100.64.0.1/", /carrier-grade NAT/],
    ["http://100.127.255.255/", /carrier-grade NAT/],
    ["http://169.254.169.254/", /link-local/],
    ["http://172.16.0.1/", /172\.16\.0\.0\/12/],
    ["http://172.31.255.255/", /172\.16\.0\.0\/12/],
    ["http://192.0.0.8/", /192\.0\.0\.0\/24/],
    ["http://192.0.2.1/", /192\.0\.2\.0\/24/],
    ["http://192.88.99.1/", /192\.88\.99\.0\/24/],
    ["http://192.168.1.1/", /192\.168\.0\.0\/16/],
    ["http://0xc0.0xa8.1.1/", /192\.168\.0\.0\/16/],
    ["http://3232235777/", /192\.168\.0\.0\/16/],
    ["http://198.18.0.1/", /198\.18\.0\.0\/15/],
    ["http://198.19.255.255/", /198\.18\.0\.0\/15/],
    ["http://198.51.100.7/", /198\.51\.100\.0\/24/],
    ["http://203.0.113.9/", /203\.0\.113\.0\/24/],
    ["http://224.0.0.1/", /multicast/],
    ["http://239.255.255.250/", /multicast/],
    ["http://240.0.0.1/", /240\.0\.0\.0\/4/],
    ["http://255.255.255.255/", /240\.0\.0\.0\/4/],
    // IPv6
    ["http://[::1]/", /loopback/],
    ["http://[0:0:0:0:0:0:0:1]/", /loopback/],
    ["http://[::]/", /unspecified/],
    ["http://[fc00::1]/", /unique-local/],
    ["http://[fd12:3456:789a::1]/", /unique-local/],
    ["http://[fe80::1]/", /link-local/],
    ["http://[febf::1]/", /link-local/],
    ["http://[fec0::1]/", /site-local/],
    ["http://[ff02::1]/", /multicast/],
    ["http://[::ffff:127.0.0.1]/", /IPv4-mapped/],
    ["http://[::ffff:7f00:1]/", /IPv4-mapped/],
    ["http://[::ffff:10.0.0.1]/", /IPv4-mapped/],
    ["http://[::ffff:8.8.8.8]/", /IPv4-mapped/],
    ["http://[::127.0.0.1]/", /IPv4-compatible/],
    ["http://[::a00:1]/", /IPv4-compatible/],
    ["http://[2002:7f00:1::]/", /6to4 address embedding a loopback/],
    ["http://[2002:c0a8:101::1]/", /6to4 address embedding a private/],
    ["http://[64:ff9b::127.0.0.1]/", /NAT64 address embedding a loopback/],
    ["http://[64:ff9b::a00:1]/", /NAT64 address embedding a private/],
    ["http://[64:ff9b:1::1]/", /local-use NAT64/],
    ["http://[2001:db8::1]/", /documentation/],
    ["http://[3fff::1]/", /documentation/],
    ["http://[100::1]/", /discard/],
    ["http://[2001::1]/", /Teredo/],
    ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", /Teredo/],
    ["http://[2001:10::1]/", /2001:10::\/28/],
    ["http://[2001:2::1]/", /benchmarking/],
    ["http://[4000::1]/", /outside 2000::\/3/],
    ["http://[::2]/", /IPv4-compatible/],
  ])("%s → %s", (url, reason) => {
    expect(refuse(url)).toMatch(reason);
  });
});

describe("the loopback allowance (tests only)", () => {
  it("allows exactly 127.0.0.1 on the listed ports over http", () => {
    expect(refuse("http://127.0.0.1:4101/page", [4101, 4102])).toBeNull();
    expect(refuse("http://127.0.0.1:4102/", [4101, 4102])).toBeNull();
  });

  it("allows the fixture sites' names, <name>.fixtures.test, on the standard ports", () => {
    expect(refuse("http://good.fixtures.test/", [4101])).toBeNull();
    expect(refuse("https://redirects.fixtures.test/a", [4101])).toBeNull();
  });

  it.each([
    ["http://good.fixtures.test/", /\.test/],
    ["http://fixtures.test/", /\.test/],
  ])("without the allowance, refuses %s", (url, reason) => {
    expect(refuse(url)).toMatch(reason);
  });

  it.each([
    ["http://127.0.0.1:4103/", /standard ports/],
    ["http://good.fixtures.test:4101/", /standard ports/],
    ["http://a.good.fixtures.test/", /\.test/],
    ["http://user@good.fixtures.test/", /username or password/],
    ["http://good.fixtures.test.evil.com.local/", /\.local/],
    ["https://127.0.0.1:4101/", /standard ports/],
    ["http://localhost:4101/", /standard ports/],
    ["http://127.0.0.2:4101/", /standard ports/],
    ["http://[::1]:4101/", /standard ports/],
    ["http://127.0.0.1/", /loopback/],
    ["http://10.0.0.1:4101/", /standard ports/],
    ["http://user@127.0.0.1:4101/", /username or password/],
  ])("still refuses %s", (url, reason) => {
    expect(refuse(url, [4101, 4102])).toMatch(reason);
  });
});

describe("parsers", () => {
  it("reads IPv4 in the URL standard's forms", () => {
    expect(parseIpv4("127.0.0.1")).toBe(0x7f000001);
    expect(parseIpv4("0x7f.1")).toBe(0x7f000001);
    expect(parseIpv4("0177.0.0.1")).toBe(0x7f000001);
    expect(parseIpv4("2130706433")).toBe(0x7f000001);
    expect(parseIpv4("example.com")).toBeUndefined();
    expect(parseIpv4("1.2.3.256")).toBeNull();
    expect(parseIpv4("1.2.3.4.5")).toBeNull();
    expect(parseIpv4("08.1.1.1")).toBeNull();
  });

  it("reads IPv6 with compression and an embedded IPv4", () => {
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6("1::2::3")).toBeNull();
    expect(parseIpv6("fe80::1%eth0")).toBeNull();
    expect(parseIpv6("12345::")).toBeNull();
  });
});
