// node verify.mjs keys.json call.json: keys.json from GET /.well-known/zc-receipt-keys, call.json one entry of zc_receipts.calls
import { createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";
const [keys, call] = process.argv.slice(2, 4).map((f) => JSON.parse(readFileSync(f, "utf8")));
const [, epoch, kid, sig] = call.receipt.match(/^zc-receipt-(\d+)-([0-9a-f]{8})\.([A-Za-z0-9_-]{85}[AQgw])$/);
const jwk = keys.keys.find((k) => k.kid === kid && k.nbf <= +epoch && (!k.exp || +epoch <= k.exp));
const frame = (b) => { const n = Buffer.alloc(8); n.writeBigUInt64BE(BigInt(b.length)); return Buffer.concat([n, b]); };
const parts = [Buffer.from("zc-receipt-ed25519-v1"), Buffer.from(call.tool, "utf8"), Buffer.from(call.args_sha256, "hex"), Buffer.from(call.result_sha256, "hex"), Buffer.from(epoch)];
if (call.conversation_sha256) parts.push(Buffer.from(call.conversation_sha256, "hex"));
const ok = !!jwk && verify(null, Buffer.concat(parts.map(frame)), createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" }), Buffer.from(sig, "base64url"));
console.log(ok ? "valid" : "invalid"); process.exit(ok ? 0 : 1);
