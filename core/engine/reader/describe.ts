// One line saying what an effect was read as: each clause's subject and its parts with their layers.
import type { Clause, Count, EffectPart } from '../model.ts';
import { textWordNames } from '../textChange.ts';

const countText = (count: Count): string =>
  `${count.filter === null && count.counters === undefined ? "the judge's value of" : 'the number of'} "${count.words}"`;

export function describePart(part: EffectPart): string {
  switch (part.op) {
    case 'copy': {
      const except = [
        ...(part.name === null ? [] : [`named ${part.name}`]),
        ...part.removeSupertypes.map((supertype) => `not ${supertype.toLowerCase()}`),
        ...(part.keepOwnColors ? ['keeping its own colors'] : []),
        ...(part.noManaCost ? ['no mana cost'] : []),
        ...part.modifications.map((modification) => describePart(modification).replace(/ \(layer \w+\)$/, '')),
        ...(part.keepThisAbility ? ['keeping this ability'] : []),
        ...(part.extraAbilities.length > 0 ? [`with ${part.extraAbilities.join('; ')}`] : []),
        ...part.notModelled.map((text) => `"${text}" (not modelled: a replacement effect, 614.1c)`),
      ];
      return `becomes a copy (layer 1)${except.length > 0 ? `, except: ${except.join(', ')} (707.9)` : ''}`;
    }
    case 'control':
      // 701.12b: each of the two targets goes to the other's controller
      if (part.exchange === true) return 'control exchanged between its two targets (layer 2)';
      return `control changes to ${part.controller} (layer 2)`;
    case 'text':
      return (
        `text: one ${part.kinds.map((kind) => textWordNames[kind]).join(' or one ')} replaced with ` +
        `another${part.forbidden.length > 0 ? ` (not ${part.forbidden.join(' or ')})` : ''} (layer 3)`
      );
    case 'name':
      return `named ${part.name} (layer 3)`;
    case 'type': {
      const bits = [
        ...part.supertypes,
        ...part.cardTypes,
        ...part.subtypes.map((s) => s.name),
        ...(part.allCreatureTypes ? ['every creature type'] : []),
        ...(part.allBasicLandTypes ? ['every basic land type'] : []),
        ...(part.chosenType ? ['the chosen type'] : []),
        ...(part.loseAllCreatureTypes ? ['loses all creature types'] : []),
        ...(part.loseAllLandTypes ? ['loses all land types'] : []),
      ];
      // 205.4b: a supertype gained keeps the others, and changes no card type or subtype
      const supertypesOnly = bits.length > 0 && bits.length === part.supertypes.length;
      const how =
        part.retain === 'all' || supertypesOnly
          ? 'in addition (keeps every prior type)'
          : part.retain === 'allButCreatureTypes'
            ? 'keeping all but creature types'
            : 'replacing types of the same kind';
      const noLonger = part.loseCardTypes.length > 0 ? `no longer ${part.loseCardTypes.join(' or ')}` : '';
      if (bits.length === 0) return `type ${noLonger} (layer 4)`;
      return `type ${bits.join(' ')} ${how}${noLonger === '' ? '' : `, ${noLonger}`} (layer 4)`;
    }
    case 'color':
      return `color ${part.colors.length === 0 ? 'colorless' : part.colors.join(' and ')}${part.addition ? ' in addition' : ''} (layer 5)`;
    case 'abilities':
      return (
        [
          part.loseAll ? `loses all abilities${part.keepManaAbilities === true ? ' except mana abilities' : ''}` : '',
          part.lose.length > 0 ? `loses ${part.lose.join(', ')}` : '',
          part.add.length > 0 ? `has ${part.add.join(', ')}` : '',
          part.abilitiesOf ? `has all ${part.abilitiesOf.kind} abilities of ${part.abilitiesOf.filter.words}` : '',
        ]
          .filter((x) => x !== '')
          .join(', ') + ' (layer 6)'
      );
    case 'setPT': {
      const counted =
        part.power === 'count' && part.count !== undefined
          ? `${countText(part.count)}${part.toughnessPlus === undefined ? '' : ` (toughness plus ${part.toughnessPlus})`}`
          : null;
      // a power-defining ability sets the power alone (604.3): "power equal to …"
      if (part.only === 'power' && counted !== null) return `power equal to ${counted} (layer 7b)`;
      if (part.only !== undefined) return `base ${part.only} ${part[part.only]} (layer 7b)`;
      const value =
        part.power === 'manaValue' ? 'its mana value' : counted !== null ? `each ${counted}` : `${part.power}/${part.toughness}`;
      return `base power and toughness ${value} (layer 7b)`;
    }
    case 'modifyPT': {
      const change = `${part.power >= 0 ? '+' : ''}${part.power}/${part.toughness >= 0 ? '+' : ''}${part.toughness}`;
      return `${change}${part.per === undefined ? '' : ` for each of ${countText(part.per)}`} (layer 7c)`;
    }
    case 'switchPT':
      return 'switches power and toughness (layer 7d)';
  }
}

export function summarize(clauses: readonly Clause[]): string {
  // a numbered target says which of the judge's targets it is
  const subject = ({ filter }: Clause) =>
    filter.kind === 'targets' && filter.nth !== undefined ? `${filter.words} (target ${filter.nth + 1})` : filter.words;
  return clauses.map((clause) => `${subject(clause)}: ${clause.parts.map(describePart).join('; ')}`).join(' | ');
}
