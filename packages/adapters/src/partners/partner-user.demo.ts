/** Demo partner users for stories and the memory adapter: the staff accounts of the first demo partners. */
import type { PartnerUser } from '@tagtrail/domain';
import { demoPartners } from './partner.demo';

/** A partner user and the partner it belongs to. */
export interface DemoPartnerUser extends PartnerUser {
  readonly partnerId: number;
}

const PEOPLE: readonly (readonly [string, string])[] = [
  ['ana.souza', 'Ana Souza'],
  ['bruno.lima', 'Bruno Lima'],
  ['carla.mendes', 'Carla Mendes'],
  ['diego.ferreira', 'Diego Ferreira'],
  ['elisa.rocha', 'Elisa Rocha'],
  ['fabio.nunes', 'Fábio Nunes'],
  ['gabriela.alves', 'Gabriela Alves'],
  ['henrique.castro', 'Henrique Castro'],
  ['isabela.martins', 'Isabela Martins'],
  ['joao.pereira', 'João Pereira'],
  ['juliana.gomes', 'Juliana Gomes'],
  ['lucas.barbosa', 'Lucas Barbosa'],
  ['mariana.ribeiro', 'Mariana Ribeiro'],
  ['nicolas.araujo', 'Nícolas Araújo'],
  ['patricia.costa', 'Patrícia Costa'],
  ['rafael.teixeira', 'Rafael Teixeira'],
  ['sofia.cardoso', 'Sofia Cardoso'],
  ['tiago.moreira', 'Tiago Moreira'],
  ['valentina.diaz', 'Valentina Díaz'],
  ['mateo.gonzalez', 'Mateo González'],
];

/** Users of each of the first partners: 3, 1, 4, 2, … so the lists show one page, a single row and more. */
const USERS_PER_PARTNER = [3, 1, 4, 2, 3, 2, 1, 4];

/** The partner's mail domain from its name: 'Etiquetas Paulistas Ltda.' → etiquetaspaulistas.com.br. */
function mailDomain(partnerName: string): string {
  const words = partnerName
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\b(ltda|s\.?a\.?s?|s\.r\.l|me|eireli|spa|s\.a\.c|c\.v|de|do|da|e|em|cia)\b\.?/g, ' ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  return `${words.slice(0, 2).join('')}.com.br`;
}

function buildDemoPartnerUsers(): DemoPartnerUser[] {
  const users: DemoPartnerUser[] = [];
  let person = 0;
  USERS_PER_PARTNER.forEach((count, index) => {
    const partner = demoPartners[index];
    if (partner === undefined) return;
    for (let n = 0; n < count; n += 1) {
      const [login, name] = PEOPLE[person % PEOPLE.length] ?? ['user', 'User'];
      person += 1;
      users.push({
        id: users.length + 1,
        partnerId: partner.id,
        login,
        name,
        email: `${login}@${mailDomain(partner.name)}`,
      });
    }
  });
  return users;
}

export const demoPartnerUsers: readonly DemoPartnerUser[] = buildDemoPartnerUsers();
