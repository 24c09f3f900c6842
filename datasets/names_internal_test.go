package datasets

import (
	"strings"
	"testing"
)

// frameAttributes are the public attributes of the data frames analysts
// read the tables into: a column of one of these names is reached only by
// subscript (df["count"]), since df.count is the frame's method.
//
// pandas: every public name of pandas.DataFrame 1.5.3, printed by
// Debian 12's python3 -c 'import pandas; print(" ".join(n for n in
// dir(pandas.DataFrame) if not n.startswith("_")))'. PySpark (3.5) and
// Polars (1.x): the DataFrame methods and properties of their API
// references.
const frameAttributes = `
T abs add add_prefix add_suffix agg aggregate align all any append apply
applymap asfreq asof assign astype at at_time attrs axes backfill
between_time bfill bool boxplot clip columns combine combine_first compare
convert_dtypes copy corr corrwith count cov cummax cummin cumprod cumsum
describe diff div divide dot drop drop_duplicates droplevel dropna dtypes
duplicated empty eq equals eval ewm expanding explode ffill fillna filter
first first_valid_index flags floordiv from_dict from_records ge get
groupby gt head hist iat idxmax idxmin iloc index infer_objects info insert
interpolate isetitem isin isna isnull items iteritems iterrows itertuples
join keys kurt kurtosis last last_valid_index le loc lookup lt mad mask max
mean median melt memory_usage merge min mod mode mul multiply ndim ne
nlargest notna notnull nsmallest nunique pad pct_change pipe pivot
pivot_table plot pop pow prod product quantile query radd rank rdiv reindex
reindex_like rename rename_axis reorder_levels replace resample reset_index
rfloordiv rmod rmul rolling round rpow rsub rtruediv sample select_dtypes
sem set_axis set_flags set_index shape shift size skew slice_shift
sort_index sort_values sparse squeeze stack std style sub subtract sum
swapaxes swaplevel tail take to_clipboard to_csv to_dict to_excel
to_feather to_gbq to_hdf to_html to_json to_latex to_markdown to_numpy
to_orc to_parquet to_period to_pickle to_records to_sql to_stata to_string
to_timestamp to_xarray to_xml transform transpose truediv truncate tshift
tz_convert tz_localize unstack update value_counts values var where xs

alias cache checkpoint coalesce collect colRegex crossJoin crosstab cube
distinct dropDuplicates exceptAll foreach groupBy hint intersect isEmpty
limit na offset orderBy persist printSchema randomSplit rdd repartition
rollup schema select show sort stat storageLevel summary toDF union
unpivot withColumn write

clear clone estimated_size extend fold gather_every glimpse height hstack
is_duplicated is_empty is_unique item iter_rows lazy null_count
partition_by rechunk reverse row rows slice sql top_k unique upsample
vstack width with_columns
`

// TestColumnNamesAreNotFrameAttributes: every column of every table is
// reached by attribute in pandas, PySpark and Polars (df.io_count): none
// is named as one of their frames' own attributes. The latency
// histogram's count was, until schema 1.4.
func TestColumnNamesAreNotFrameAttributes(t *testing.T) {
	taken := map[string]bool{}
	for _, n := range strings.Fields(frameAttributes) {
		taken[n] = true
	}
	var names []string
	for _, c := range resultColumns {
		names = append(names, c.name)
	}
	for _, c := range sourceColumns {
		names = append(names, c.name)
	}
	for _, c := range histogramColumns {
		names = append(names, c.name)
	}
	for _, c := range seriesColumns {
		names = append(names, c.name)
	}
	for _, c := range problemColumns {
		names = append(names, c.name)
	}
	for _, n := range names {
		if taken[n] {
			t.Errorf("column %s is the name of a data frame's own attribute: df.%s is not the column", n, n)
		}
	}
	if !taken["count"] || len(names) < 100 {
		t.Fatalf("test: %d columns, or the attribute list lost count", len(names))
	}
}
