# python3 verify.py keys.json call.json: keys.json from GET /.well-known/zc-receipt-keys, call.json one entry of zc_receipts.calls
import base64, json, re, struct, sys
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
keys, call = (json.load(open(f)) for f in sys.argv[1:3])
epoch, kid, sig = re.fullmatch(r"zc-receipt-(\d+)-([0-9a-f]{8})\.([A-Za-z0-9_-]{85}[AQgw])", call["receipt"]).groups()
jwk = next(k for k in keys["keys"] if k["kid"] == kid and k["nbf"] <= int(epoch) <= k.get("exp", int(epoch)))
b64 = lambda s: base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
frame = lambda b: struct.pack(">Q", len(b)) + b
parts = [b"zc-receipt-ed25519-v1", call["tool"].encode(), bytes.fromhex(call["args_sha256"]), bytes.fromhex(call["result_sha256"]), epoch.encode()]
parts += [bytes.fromhex(call["conversation_sha256"])] if call.get("conversation_sha256") else []
Ed25519PublicKey.from_public_bytes(b64(jwk["x"])).verify(b64(sig), b"".join(map(frame, parts)))  # raises InvalidSignature
print("valid")
