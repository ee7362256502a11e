/**
 * The txid of a bill's cobrança com vencimento. The Pix API (`TxId`, `PUT /cobv/{txid}`) asks
 * for 26 to 35 letters and digits, chosen by the receiver and unique among its charges: `GASV` +
 * the bill number left-padded with zeros to 22 digits (26 characters; bill numbers have at most
 * 17 digits), so the txid names the bill and the bill names its txid. (The static BR Code keeps its
 * own txid, `FAT<numDoc>`, at most 25 characters as the BR Code's field 62-05 allows.)
 */
export function cobvTxid(numDoc: string): string {
  if (!/^\d{1,17}$/.test(numDoc)) throw new RangeError('O número da fatura tem de 1 a 17 dígitos');
  return `GASV${numDoc.padStart(22, '0')}`;
}
