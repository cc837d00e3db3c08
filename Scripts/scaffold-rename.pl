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
# - With NUMBER (lowerCamelCase, `--number servings:1...24`), the template's whole-number field
#   `quantity` takes its name as `entry` does (`servings`, `recipe-servings`, "Servings must
#   be…", `servingsOutOfRange`), its range `Entry.quantities` becomes `Entry.allowedServings`,
#   and the range's bounds NUMBER_LOW...NUMBER_HIGH replace 1...99 (and the test's 100, one past).
# - With FLAG (lowerCamelCase, `--flag favourite`), the entry's flag `done` takes its name
#   (`isFavourite`, `.favourite`, "Favourite", "1 of 2 favourite") and the filter of entries
#   without it, `active`, is named by its negation (`.notFavourite`, "Not favourite").
use strict;
use warnings;

my ($name, $slug, $entity, $entities) = @ENV{qw(NAME SLUG ENTITY ENTITIES)};
my ($number, $low, $high) = @ENV{qw(NUMBER NUMBER_LOW NUMBER_HIGH)};
my $flag = $ENV{FLAG};
die "scaffold-rename.pl: NAME, SLUG, ENTITY and ENTITIES must be set\n"
  unless defined $name && defined $slug && defined $entity && defined $entities;

sub words { my $s = shift; $s =~ s/([a-z0-9])([A-Z])/$1 $2/g; return lc $s; }
sub kebab { my $s = words(shift); $s =~ tr/ /-/; return $s; }
sub camel { my $s = shift; return lcfirst $s; }
my $article = $entity =~ /^[AEIOU]/ ? "An" : "A";

# Where on the line a match starts: in a comment, in a string literal, or in code. A symbol in
# a comment (after `.` or a backtick, as in ``Entry.quantities``) counts as code.
sub context {
  my ($prefix) = @_;
  return "code" if $prefix =~ /[.`]$/;
  my $quotes = () = $prefix =~ /(?<!\\)"/g;
  return "string" if $quotes % 2;
  return "comment" if $prefix =~ m{//} || $prefix =~ /^\s*#/ || $prefix =~ m{/\*} || $prefix =~ /^\s*\*/;
  return "code";
}

# `word` (UpperCamelCase) in the form its place on the line asks for.
sub placed {
  my ($line, $start, $end, $word) = @_;
  my $before = substr($line, 0, $start);
  my $after = substr($line, $end);
  return kebab($word) if $before =~ /-$/ || $after =~ /^-/;
  my $where = context($before);
  # A sentence in a string: after a space or at its start, and not a whole string of one word.
  my $sentence = $where eq "string" && $before =~ /(\s|")$/ && !($before =~ /"$/ && $after =~ /^"/);
  return words($word) if $where eq "comment" || $sentence;
  return camel($word);
}

# Replaces each match of `pattern` on the line by what `replace` makes of (line, start, end,
# captures), right to left so the offsets of earlier matches stay valid.
sub each_match {
  my ($line, $pattern, $replace) = @_;
  my @matches;
  while ($line =~ /$pattern/g) { push @matches, [$-[0], $+[0], $1]; }
  for my $m (reverse @matches) {
    my ($start, $end, $capture) = @$m;
    substr($line, $start, $end - $start) = $replace->($line, $start, $end, $capture);
  }
  return $line;
}

while (my $line = <STDIN>) {
  $line =~ s/(?<![A-Za-z0-9_-])Items(?![a-z])/$name/g;
  $line =~ s/(?<![A-Za-z0-9_-])items(?![a-z])/$slug/g;
  # Articles first, while the old word still says which article it took.
  $line =~ s/\b(A|a)n(\s+)(?=entry\b)/($1 eq "A" ? $article : lc $article) . $2/ge;
  $line =~ s/An(?=Entry(?![a-z]))/$article/g;
  $line =~ s/(?<![A-Za-z])an(?=Entry(?![a-z]))/lc $article/ge;
  $line =~ s/Entries(?![a-z])/$entities/g;
  $line =~ s/Entry(?![a-z])/$entity/g;
  $line = each_match($line, qr/(?<![A-Za-z0-9])entr(y|ies)(?![a-z])/,
    sub { my ($l, $start, $end, $suffix) = @_; placed($l, $start, $end, $suffix eq "ies" ? $entities : $entity) });
  if ($number) {
    my $upper = ucfirst $number;
    # Prose drops the article: "a quantity" reads "servings", not "a servings".
    $line =~ s/\b(A|a) (?=quantity\b)/$1 eq "A" ? "" : ""/ge;
    $line =~ s/(?<=[.!?] )quantity\b|^(\s*(?:\/\/\/?|#)\s*)quantity\b/($1 \/\/ "") . "Quantity"/ge;
    $line =~ s/(?<![0-9.])1\.\.\.99(?![0-9])/$low...$high/g;
    $line =~ s/from 1 to 99\b/from $low to $high/g;
    $line =~ s/"100"/'"' . ($high + 1) . '"'/ge;
    $line = each_match($line, qr/(?<![A-Za-z0-9])quantities(?![a-z])/, sub {
      my ($l, $start) = @_;
      context(substr($l, 0, $start)) eq "comment" ? words($upper) : "allowed$upper";
    });
    $line = each_match($line, qr/Quantity(?![a-z])/, sub {
      my ($l, $start) = @_;
      context(substr($l, 0, $start)) eq "code" ? $upper : ucfirst words($upper);
    });
    $line = each_match($line, qr/(?<![A-Za-z0-9])quantity(?![a-z])/, sub { placed($_[0], $_[1], $_[2], $upper) });
  }
  if ($flag) {
    my $upper = ucfirst $flag;
    # Code names it in camel case; labels, sentences and comments in words.
    my $named = sub { my ($l, $start, $word) = @_; context(substr($l, 0, $start)) eq "code" ? $word : ucfirst words($word) };
    $line =~ s/\bDONE\b/uc words($upper) =~ tr{ }{_}r/ge;
    $line = each_match($line, qr/Active(?![a-z])/, sub { $named->($_[0], $_[1], "Not$upper") });
    $line = each_match($line, qr/Done(?![a-z])/, sub { $named->($_[0], $_[1], $upper) });
    $line = each_match($line, qr/(?<![A-Za-z0-9])active(?![a-z])/, sub { placed($_[0], $_[1], $_[2], "Not$upper") });
    $line = each_match($line, qr/(?<![A-Za-z0-9])done(?![a-z])/, sub { placed($_[0], $_[1], $_[2], $upper) });
  }
  print $line;
}
