/**
 * The body of POST promocao/{id}/processar/ as the processing page sends it (spec B §7): the promotion's id and the
 * reading filter's period; the server reads the rest from the promotion itself.
 */
export function processBody(id: number, firstDay: string, lastDay: string) {
  return {
    id,
    quantidade: 1,
    produto: [],
    categoria: [],
    pais: [],
    estado: [],
    cidade: [],
    dataInicial: firstDay,
    dataFinal: lastDay,
  };
}
