#!/usr/bin/env perl
# Renames the scaffold template's words in the text on standard input (Scripts/new-domain).
#
# The template is a domain named `Items` (slug `items`) whose entries are `Entry` / `entries`.
# Environment: NAME (UpperCamelCase domain), SLUG (its kebab-case), ENTITY and ENTITIES (the
# entry type, singular and plural, UpperCamelCase).
#
# - `Items` / `items` only where they start a word (not after a letter, digit, `_` or `-`) and
#   are not continued by a lowercase letter: `ItemsState`, `.items-add`, `/items` are renamed;
#   `queryItems` (a library's API) and the CSS properties `align-items` and `justify-items` are
#   not.
# - `Entry` / `Entries` wherever they end a word part (`didAddEntry`, `EntryForm`,
#   `selectEntries`), as the entity in UpperCamelCase.
# - `entry` / `entries` where they start a word: kebab-case next to a hyphen (`add-entry`,
#   `.entry-title`), words in comments and in the sentences of string literals ("There is no
#   entry 5"), lowerCamelCase elsewhere (`entryID`, `state.entries`, `"entry"` as a table name).
# - "an entry" / `AnEntry` take the article of the new word.
use strict;
use warnings;

my ($name, $slug, $entity, $entities) = @ENV{qw(NAME SLUG ENTITY ENTITIES)};
die "scaffold-rename.pl: NAME, SLUG, ENTITY and ENTITIES must be set\n"
  unless defined $name && defined $slug && defined $entity && defined $entities;

sub words { my $s = shift; $s =~ s/([a-z0-9])([A-Z])/$1 $2/g; return lc $s; }
sub kebab { my $s = words(shift); $s =~ tr/ /-/; return $s; }
sub camel { my $s = shift; return lcfirst $s; }
my $article = $entity =~ /^[AEIOU]/ ? "An" : "A";

# Where on the line a match starts: in a comment, in a string literal, or in code.
sub context {
  my ($prefix) = @_;
  my $quotes = () = $prefix =~ /(?<!\\)"/g;
  return "string" if $quotes % 2;
  return "comment" if $prefix =~ m{//} || $prefix =~ /^\s*#/ || $prefix =~ m{/\*} || $prefix =~ /^\s*\*/;
  return "code";
}

sub lower_word {
  my ($line, $start, $end, $plural) = @_;
  my $before = substr($line, 0, $start);
  my $after = substr($line, $end);
  my $word = $plural ? $entities : $entity;
  return kebab($word) if $before =~ /-$/ || $after =~ /^-/;
  my $where = context($before);
  # A sentence in a string: after a space or at its start, and not a whole string of one word.
  my $sentence = $where eq "string" && $before =~ /(\s|")$/ && !($before =~ /"$/ && $after =~ /^"/);
  return words($word) if $where eq "comment" || $sentence;
  return camel($word);
}

while (my $line = <STDIN>) {
  $line =~ s/(?<![A-Za-z0-9_-])Items(?![a-z])/$name/g;
  $line =~ s/(?<![A-Za-z0-9_-])items(?![a-z])/$slug/g;
  # Articles first, while the old word still says which article it took.
  $line =~ s/\b(A|a)n(\s+)(?=entry\b)/($1 eq "A" ? $article : lc $article) . $2/ge;
  $line =~ s/An(?=Entry(?![a-z]))/$article/g;
  $line =~ s/Entries(?![a-z])/$entities/g;
  $line =~ s/Entry(?![a-z])/$entity/g;
  # Replaced right to left so the offsets of earlier matches stay valid.
  my @matches;
  while ($line =~ /(?<![A-Za-z0-9])entr(y|ies)(?![a-z])/g) { push @matches, [$-[0], $+[0], $1 eq "ies"]; }
  for my $m (reverse @matches) {
    my ($start, $end, $plural) = @$m;
    substr($line, $start, $end - $start) = lower_word($line, $start, $end, $plural);
  }
  print $line;
}
